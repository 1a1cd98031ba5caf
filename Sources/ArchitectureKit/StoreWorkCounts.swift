/// What an architecture's stores did, for an architecture whose support library runs every
/// action through a store (TCA): exact counts, as ``Architecture/storeWork`` reads them.
///
/// The workbench reads them before and after a run and keeps the difference, so the report can
/// say what the store costs per action, beside the widgets' work every architecture does.
public struct StoreWorkCounts: Sendable, Equatable, Codable {
    /// Actions run through a reducer: those the views sent and those effects sent back.
    public var actionsReduced: Int
    /// The times an observation compared what it shows with what it showed before: one for
    /// every observation alive, after every action.
    public var stateComparisons: Int
    /// The times a scoped store derived its state from its parent's.
    public var scopesComputed: Int
    /// The times an observation's closure was called because what it shows changed.
    public var observerCalls: Int
    /// Effects that started work (a request, a feed, a debounce's wait).
    public var effectsStarted: Int

    public init(actionsReduced: Int = 0, stateComparisons: Int = 0, scopesComputed: Int = 0, observerCalls: Int = 0, effectsStarted: Int = 0) {
        self.actionsReduced = actionsReduced
        self.stateComparisons = stateComparisons
        self.scopesComputed = scopesComputed
        self.observerCalls = observerCalls
        self.effectsStarted = effectsStarted
    }

    /// The work done since the reading `earlier`.
    public func since(_ earlier: StoreWorkCounts) -> StoreWorkCounts {
        StoreWorkCounts(actionsReduced: actionsReduced - earlier.actionsReduced, stateComparisons: stateComparisons - earlier.stateComparisons,
                        scopesComputed: scopesComputed - earlier.scopesComputed, observerCalls: observerCalls - earlier.observerCalls,
                        effectsStarted: effectsStarted - earlier.effectsStarted)
    }

    /// This work and `other`'s, added up.
    public func adding(_ other: StoreWorkCounts) -> StoreWorkCounts {
        StoreWorkCounts(actionsReduced: actionsReduced + other.actionsReduced, stateComparisons: stateComparisons + other.stateComparisons,
                        scopesComputed: scopesComputed + other.scopesComputed, observerCalls: observerCalls + other.observerCalls,
                        effectsStarted: effectsStarted + other.effectsStarted)
    }
}
