import HeadlessUI

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
