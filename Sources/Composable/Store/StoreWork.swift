/// Exact counts of the work the stores do, free of the noise of a clock: what a store costs per
/// action, per observer and per scoped child.
///
/// As HeadlessUI's `UIWork`, the counts only ever grow (``objectsAlive`` goes up and down), so
/// a caller reads ``total`` before and after some work and keeps the difference:
///
///     let before = StoreWork.total
///     store.send(.queryChanged("a"))
///     let work = StoreWork.total.since(before)   // work.actionsReduced == 1
public struct StoreWork: Equatable, Sendable {
    /// Actions run through a store's reducer: those sent to it, by views and tests, and those its
    /// effects sent back.
    public var actionsReduced = 0
    /// The times an observation compared the value it shows with the one it showed before, to
    /// decide whether to call its closure: one for every observation after every send.
    public var stateComparisons = 0
    /// The times a scoped store derived its state from its parent's: every read of a child's
    /// state, an observation's included, recomputes it from the root.
    public var scopesComputed = 0
    /// The times an observation's closure was called with a new value (its first call included).
    public var observerCalls = 0
    /// Effects that started work: each ``Effect/run(_:)`` and each debounce's wait.
    public var effectsStarted = 0
    /// The library's objects alive now: stores (scoped ones included), observations and effects
    /// at work. A screen that is gone must give back what it took. In a difference
    /// (``since(_:)``), how many more are alive than before.
    public var objectsAlive = 0

    /// Counts with the given values; zero for any left out.
    public init(actionsReduced: Int = 0, stateComparisons: Int = 0, scopesComputed: Int = 0,
                observerCalls: Int = 0, effectsStarted: Int = 0, objectsAlive: Int = 0) {
        self.actionsReduced = actionsReduced
        self.stateComparisons = stateComparisons
        self.scopesComputed = scopesComputed
        self.observerCalls = observerCalls
        self.effectsStarted = effectsStarted
        self.objectsAlive = objectsAlive
    }

    /// Everything counted since the program started; the stores add to it as they work.
    @MainActor public static var total = StoreWork()

    /// The work done since the reading `earlier`, and the change in the objects alive.
    public func since(_ earlier: StoreWork) -> StoreWork {
        StoreWork(actionsReduced: actionsReduced - earlier.actionsReduced,
                  stateComparisons: stateComparisons - earlier.stateComparisons,
                  scopesComputed: scopesComputed - earlier.scopesComputed,
                  observerCalls: observerCalls - earlier.observerCalls,
                  effectsStarted: effectsStarted - earlier.effectsStarted,
                  objectsAlive: objectsAlive - earlier.objectsAlive)
    }
}
