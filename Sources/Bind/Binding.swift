
/// Which way a binding passes values, after BIND's arrows.
public enum BindingDirection: Sendable, Equatable {
    /// `~>` and `!~>`: the left side's changes go to the right side.
    case leftToRight
    /// `<~` and `<~!`: the right side's changes go to the left side.
    case rightToLeft
    /// `<>` and `<!>`: each side's changes go to the other.
    case bothWays
}

/// Keeps a key path of one object in step with a key path of another, after BIND's `BNDBinding`.
///
/// Made by the operators (`viewModel.bind(\.title) ~> cell.bind(\.titleLabel.text)`). It holds
/// both objects weakly, and lasts as long as it is held, as a view holds its bindings: releasing
/// it, calling ``unbind()``, or releasing either object ends it, and nothing is kept alive by it.
///
/// A change of an observed side reaches the other side in the same call as the assignment: the
/// side's observation (`withObservationTracking`) marks the binding waiting in `willSet`, and the
/// object's ``BindRegistrar`` lets it copy the new value once the change is done. The binding then
/// observes again, since an observation fires once. Its own writes are not passed back, so a
/// two-way binding has no feedback loop.
@MainActor
public final class Binding {
    /// Which way values go.
    public let direction: BindingDirection
    /// Whether the binding is still working: not unbound, and both objects alive.
    public var isBound: Bool { wiring?.areAlive() ?? false }

    private var wiring: Wiring?
    /// The sides whose observation is registered and has not fired yet.
    private var observing: Set<BindingSide> = []
    /// The side this binding is writing to right now.
    private var writingTo: BindingSide?

    init<Left, Right>(
        _ left: BindingEnd<Left>, _ right: BindingEnd<Right>, direction: BindingDirection, copiesInitialValue: Bool,
        leftToRight: ((Left) -> Right)? = nil, rightToLeft: ((Right) -> Left)? = nil
    ) {
        self.direction = direction
        let wiring = Wiring(left: left, right: right, leftToRight: leftToRight, rightToLeft: rightToLeft)
        self.wiring = wiring
        BindResources.bindingDidStart()
        for side in direction.sources {
            precondition(wiring.isObservable(side), "Bind: the \(side) side must be BindObservable for its changes to be followed")
            precondition(wiring.isWritable(side.other), "Bind: the \(side.other) side must be writable to take the \(side) side's values")
            observe(side)
        }
        if copiesInitialValue, let source = direction.sources.first {
            pass(from: source)
        }
    }

    isolated deinit {
        BindResources.bindingDidEnd()
    }

    /// Ends the binding: no value goes either way any more.
    public func unbind() {
        wiring = nil
        observing = []
    }

    // MARK: - Following changes

    /// Registers a one-time observation of the side's value, unless one is waiting already.
    private func observe(_ side: BindingSide) {
        guard direction.sources.contains(side), !observing.contains(side), let wiring else { return }
        observing.insert(side)
        wiring.track(side) { [weak self] in
            MainActor.assumeIsolated { self?.sideWillChange(side) }
        }
    }

    /// Observation's `willSet`: the value has not changed yet, so wait for the change to end.
    private func sideWillChange(_ side: BindingSide) {
        observing.remove(side)
        // The binding's own write is not a change to pass back.
        guard writingTo != side, wiring != nil else { return }
        PendingChanges.add(self, side: side)
    }

    /// The change has ended: pass the new value on and observe again.
    func sideDidChange(_ side: BindingSide) {
        guard let wiring else { return }
        guard wiring.areAlive() else { return unbind() }
        observe(side)
        pass(from: side)
    }

    private func pass(from side: BindingSide) {
        guard let wiring else { return }
        writingTo = side.other
        wiring.copy(from: side)
        writingTo = nil
        // The write fired the other side's observation, if it has one: register it again.
        observe(side.other)
    }
}

/// One of the two sides of a binding.
enum BindingSide: Hashable, CustomStringConvertible {
    case left, right

    static let both: [BindingSide] = [.left, .right]
    var other: BindingSide { self == .left ? .right : .left }
    var description: String { self == .left ? "left" : "right" }
}

extension BindingDirection {
    /// The sides whose changes are followed, the initial value's source first.
    var sources: [BindingSide] {
        switch self {
        case .leftToRight: [.left]
        case .rightToLeft: [.right]
        case .bothWays: [.left, .right]
        }
    }
}
