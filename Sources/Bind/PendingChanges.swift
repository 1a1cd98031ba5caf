/// The bindings whose observed side is changing, waiting for the change to end.
///
/// A binding hears of a change in `willSet`, when the new value is not stored yet; it waits here
/// until the ``BindRegistrar`` of the changed object says the change is done. A delivery can
/// change more bindable objects (a chain `a ~> b ~> c`): their bindings join the same delivery.
@MainActor
enum PendingChanges {
    private struct Waiting {
        weak var binding: Binding?
        let side: BindingSide
    }

    private static var waiting: [Waiting] = []
    private static var isDelivering = false

    /// Puts the binding in line for the end of the change of its `side`.
    static func add(_ binding: Binding, side: BindingSide) {
        waiting.append(Waiting(binding: binding, side: side))
    }

    /// Lets every waiting binding pass its new value on, in the order they heard of the change.
    static func deliver() {
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        while !waiting.isEmpty {
            let next = waiting.removeFirst()
            next.binding?.sideDidChange(next.side)
        }
    }
}
