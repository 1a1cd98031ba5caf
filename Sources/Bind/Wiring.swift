/// The two sides of a binding with their value types erased: what ``Binding`` needs to observe
/// a side and to copy its value across.
@MainActor
struct Wiring {
    /// Whether both objects are alive.
    let areAlive: () -> Bool
    private let observableSides: Set<BindingSide>
    private let writableSides: Set<BindingSide>
    private let trackLeft: ((@escaping @Sendable () -> Void) -> Void)?
    private let trackRight: ((@escaping @Sendable () -> Void) -> Void)?
    private let copyLeftToRight: () -> Void
    private let copyRightToLeft: () -> Void

    init<Left, Right>(left: BindingEnd<Left>, right: BindingEnd<Right>, leftToRight: ((Left) -> Right)?, rightToLeft: ((Right) -> Left)?) {
        areAlive = { left.isAlive() && right.isAlive() }
        observableSides = Set(BindingSide.both.filter { $0 == .left ? left.isObservable : right.isObservable })
        writableSides = Set(BindingSide.both.filter { $0 == .left ? left.write != nil : right.write != nil })
        trackLeft = left.trackNextChange
        trackRight = right.trackNextChange
        copyLeftToRight = {
            guard let convert = leftToRight, let value = left.read() else { return }
            right.write?(convert(value))
        }
        copyRightToLeft = {
            guard let convert = rightToLeft, let value = right.read() else { return }
            left.write?(convert(value))
        }
    }

    /// Whether the side's object is ``BindObservable``, so its changes can be followed.
    func isObservable(_ side: BindingSide) -> Bool {
        observableSides.contains(side)
    }

    /// Whether the side can be written.
    func isWritable(_ side: BindingSide) -> Bool {
        writableSides.contains(side)
    }

    /// Has `onWillChange` called, once, before the side's next change.
    func track(_ side: BindingSide, onWillChange: @escaping @Sendable () -> Void) {
        (side == .left ? trackLeft : trackRight)?(onWillChange)
    }

    /// Copies the side's value to the other side.
    func copy(from side: BindingSide) {
        side == .left ? copyLeftToRight() : copyRightToLeft()
    }
}
