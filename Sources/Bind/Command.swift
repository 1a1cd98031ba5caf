/// Something the user can ask for, after BIND's `BNDCommand`: a view model holds it, a view
/// binds a button to it, and each tap executes it.
///
///     viewModel.bind(\.closeCommand) <~! closeButton.bindTaps()
@MainActor
public protocol Command {
    /// Does what the user asked for.
    func execute()
}

/// Executes the command `command` holds each time `event` happens, after BIND's
/// `BINDViewModelCommand(command, onTouchUpInside)`, which BIND writes as `command <~! event`:
/// the event goes right to left, and arriving there executes the command instead of being stored.
/// The command is read at each event, so a view model may be given its command after binding.
///
/// - Returns: The binding, which lasts as long as it is held.
@MainActor
public func <~! (command: BindingEnd<(any Command)?>, event: BindingEnd<Void>) -> Binding {
    let readCommand = command.read
    let executor = BindingEnd<Void>(
        read: { () },
        write: { _ in readCommand()??.execute() },
        trackNextChange: nil,
        isAlive: command.isAlive
    )
    return Binding(executor, event, direction: .rightToLeft, copiesInitialValue: false, rightToLeft: { $0 })
}
