/// A view that sends actions when the user interacts with it, after `UIControl`.
@MainActor
open class Control: View {
    /// The interactions a control reports.
    public enum Event: Hashable, Sendable {
        /// The text of a text field changed by an edit of the user.
        case editingChanged
        /// A tap lifted inside the control.
        case touchUpInside
    }

    /// Whether the control responds to the user.
    public var isEnabled: Bool {
        get { _isEnabled.value }
        set { _isEnabled.set(newValue, on: self) }
    }

    private var _isEnabled = Counted(true)
    private var actions: [(event: Event, action: Action)] = []

    /// Adds `action` to run each time `event` happens.
    public func addAction(_ action: Action, for event: Event) {
        actions.append((event, action))
    }

    /// Runs every action registered for `event`, in the order they were added.
    public func sendActions(for event: Event) {
        for entry in actions where entry.event == event {
            entry.action.handler(self)
        }
    }
}

/// A closure run by a control, after `UIAction`: there is no target-action on Linux.
@MainActor
public struct Action {
    /// The closure; it receives the control that sent it.
    public let handler: @MainActor (Control) -> Void

    public init(handler: @escaping @MainActor (Control) -> Void) {
        self.handler = handler
    }
}
