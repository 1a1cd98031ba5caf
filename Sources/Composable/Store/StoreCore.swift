/// The state of a root store, its reducer, dependencies and effects: what every store scoped
/// from it shares.
///
/// Actions are reduced one at a time, in the order they come: an action sent while another
/// is being reduced (by an effect that sends at once) waits its turn. The observations are
/// told once the store has reduced every action waiting.
@MainActor
final class StoreCore<State, Action> {
    private(set) var state: State
    var dependencies: DependencyValues
    let observations = ObservationList()
    /// Told after every action reduced, with its send number: how ``TestStore`` sees each state.
    var didReduce: (@MainActor (Action, _ origin: Int) -> Void)?

    private let reduce: @MainActor (inout State, Action) -> Effect<Action>
    private let effects = EffectRunner<Action>()
    private var waiting: [(action: Action, origin: Int)] = []
    private var isReducing = false
    private var sendCount = 0

    init<R: Reducer>(initialState: State, reducer: R, dependencies: DependencyValues)
    where R.State == State, R.Action == Action {
        state = initialState
        reduce = { reducer.reduce(into: &$0, action: $1) }
        self.dependencies = dependencies
        effects.dependencies = { [unowned self] in self.dependencies }
        effects.deliver = { [unowned self] action, origin in enqueue(action, origin: origin) }
    }

    isolated deinit {
        effects.cancelAll()
    }

    /// The effects at work, oldest first.
    var runningEffects: [EffectRunner<Action>.Job] { effects.running }

    /// Sends `action` from outside (a view, a test), and returns its send number: the origin of
    /// every effect it leads to.
    @discardableResult
    func send(_ action: Action) -> Int {
        sendCount += 1
        enqueue(action, origin: sendCount)
        return sendCount
    }

    /// Cancels the effects that the send number `origin` led to.
    func cancelEffects(of origin: Int) {
        effects.cancel(origin: origin)
    }

    private func enqueue(_ action: Action, origin: Int) {
        waiting.append((action, origin))
        guard !isReducing else { return }
        isReducing = true
        while !waiting.isEmpty {
            let (next, origin) = waiting.removeFirst()
            DependencyValues.with(dependencies) {
                let effect = reduce(&state, next)
                StoreWork.total.actionsReduced += 1
                didReduce?(next, origin)
                effects.start(effect, origin: origin)
            }
        }
        isReducing = false
        observations.notify()
    }
}

/// The observations of a root store and of every store scoped from it, told in the order they
/// were made.
@MainActor
final class ObservationList {
    private var observers: [Int: @MainActor () -> Void] = [:]
    private var nextID = 0

    func add(_ observer: @escaping @MainActor () -> Void) -> Int {
        nextID += 1
        observers[nextID] = observer
        return nextID
    }

    func remove(_ id: Int) {
        // Released only once the list is no longer being changed: an observer may hold the last
        // reference to views whose own observations of this store end as they go.
        let removed = observers.removeValue(forKey: id)
        withExtendedLifetime(removed) {}
    }

    func notify() {
        // An observation made while others are told was told its value when it was made. Each
        // is read out before it is called, since it may end observations (its own included).
        for id in observers.keys.sorted() {
            let observer = observers[id]
            observer?()
        }
    }
}
