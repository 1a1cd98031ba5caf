import HeadlessUI

// BIND's special key paths for controls: `onEditingChanged` of a text field and
// `onTouchUpInside` of a button, which turn a control's event into a change a binding follows.

extension TextField {
    /// The field's text as a side of a binding, after BIND's `onEditingChanged`. Each edit of the
    /// user is a change the binding passes on; a value the binding writes sets the text as code
    /// does, which sends no event, as in UIKit, so a two-way binding does not echo:
    ///
    ///     viewModel.bind(\.term) <> termField.bindText()
    ///
    /// - Returns: A writable side, holding the field weakly.
    public func bindText() -> BindingEnd<String> {
        let edits = ControlEventTracker(self, event: .editingChanged)
        return BindingEnd(
            read: { [weak self] in self?.text },
            write: { [weak self] text in self?.text = text },
            trackNextChange: edits.trackNextChange,
            isAlive: { [weak self] in self != nil }
        )
    }
}

extension Button {
    /// The button's taps as a side of a binding, after BIND's `onTouchUpInside`: each tap is a
    /// change, with no value. Bound to a command, a tap executes it (see ``Command``):
    ///
    ///     viewModel.bind(\.closeCommand) <~! closeButton.bindTaps()
    ///
    /// - Returns: A read-only side, holding the button weakly.
    public func bindTaps() -> BindingEnd<Void> {
        let taps = ControlEventTracker(self, event: .touchUpInside)
        return BindingEnd(
            read: { [weak self] in self.map { _ in () } },
            write: nil,
            trackNextChange: taps.trackNextChange,
            isAlive: { [weak self] in self != nil }
        )
    }
}

/// Tells a binding of a control's next event, as Observation tells it of a view model's next change.
///
/// The side's binding holds the tracker; the control's action holds it weakly. A control keeps
/// its actions for life, so once the binding is gone the action finds no tracker and does nothing.
@MainActor
final class ControlEventTracker {
    private var onNextEvent: (@Sendable () -> Void)?

    init(_ control: Control, event: Control.Event) {
        control.addAction(Action { [weak self] _ in self?.eventHappened() }, for: event)
    }

    /// Calls `onWillChange` once, at the control's next event.
    func trackNextChange(_ onWillChange: @escaping @Sendable () -> Void) {
        onNextEvent = onWillChange
    }

    private func eventHappened() {
        guard let onWillChange = onNextEvent else { return }
        onNextEvent = nil
        onWillChange()
        // The event comes after the change (the field holds the new text): pass it on now.
        PendingChanges.deliver()
    }
}
