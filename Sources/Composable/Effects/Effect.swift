import VirtualTime

/// The work a reducer asks the store to do after it changed the state: nothing, an action sent
/// at once, a callback-driven job, or several of them; each can be made cancellable, cancelled
/// or debounced.
///
/// TCA's effects, with one departure: TCA's `.run` takes an `async` closure, which a Swift
/// executor runs when it likes. Here time is virtual and comes only from the main queue, so
/// ``run(_:)`` takes a closure that starts callback-based work (a request on the main queue, an
/// observation of a feed) and returns how to cancel it. The closure sends actions back through
/// ``Send`` as the answers come, and says when the work is over with ``Send/finish()``, as
/// TCA's closure does by returning. Everything happens on the main actor, in order, so the same
/// input always gives the same actions.
public struct Effect<Action> {
    indirect enum Operation {
        case none
        case send(Action)
        case run(@MainActor (Send<Action>) -> EffectCancellation)
        case merge([Effect<Action>])
        case cancellable(id: AnyHashable, cancelInFlight: Bool, Effect<Action>)
        case cancel(id: AnyHashable)
        case delayed(Duration, on: any MainQueue, Effect<Action>)
    }

    let operation: Operation

    init(_ operation: Operation) {
        self.operation = operation
    }

    /// No work.
    public static var none: Effect { Effect(.none) }

    /// Sends `action` back into the store at once, after the action that returned this effect.
    public static func send(_ action: Action) -> Effect {
        Effect(.send(action))
    }

    /// Starts callback-based work that sends actions back as its answers come.
    ///
    ///     return .run { send in
    ///         let request = client.search(query) { result in
    ///             send(.searchResponse(result))
    ///             send.finish()
    ///         }
    ///         return EffectCancellation { request.cancel() }
    ///     }
    ///
    /// - Parameter operation: Starts the work, on the main actor, as soon as the reducer returns.
    ///   It is given the ``Send`` that delivers actions and ends the work, and returns how to
    ///   stop the work if the effect is cancelled before it finishes. Work that never calls
    ///   ``Send/finish()`` (a live feed) runs until it is cancelled or its store goes away.
    public static func run(_ operation: @escaping @MainActor (Send<Action>) -> EffectCancellation) -> Effect {
        Effect(.run(operation))
    }

    /// Runs all of `effects` at once.
    public static func merge(_ effects: Effect...) -> Effect {
        let work = effects.filter { if case .none = $0.operation { false } else { true } }
        return work.count == 1 ? work[0] : work.isEmpty ? .none : Effect(.merge(work))
    }

    /// Runs this effect and `other` at once.
    public func merge(with other: Effect) -> Effect {
        .merge(self, other)
    }

    /// The same work, its actions turned into another feature's actions: how a child feature's
    /// effects become its parent's.
    @MainActor
    public func map<Mapped>(_ transform: @escaping (Action) -> Mapped) -> Effect<Mapped> {
        switch operation {
        case .none: .none
        case let .send(action): .send(transform(action))
        case let .run(operation): .run { send in operation(send.pullback(transform)) }
        case let .merge(effects): Effect<Mapped>(.merge(effects.map { $0.map(transform) }))
        case let .cancellable(id, cancelInFlight, effect):
            Effect<Mapped>(.cancellable(id: id, cancelInFlight: cancelInFlight, effect.map(transform)))
        case let .cancel(id): Effect<Mapped>(.cancel(id: id))
        case let .delayed(delay, queue, effect): Effect<Mapped>(.delayed(delay, on: queue, effect.map(transform)))
        }
    }
}
