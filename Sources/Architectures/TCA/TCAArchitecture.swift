import ArchitectureKit
import Composable
import HeadlessUI

/// The Composable Architecture, after Point-Free's library: the composition root of the module.
public struct TCAArchitecture: Architecture {
    public init() {}

    public let id = "tca"
    public let displayName = "TCA"

    public let summary = """
        The Composable Architecture, after Point-Free's library, on the package's own macro-free \
        core. Each screen is a feature: a State value, an Action enum of what happened, and a \
        reducer, the only code that changes the state; the work it asks for (a search, an image, \
        the live feed) is an effect the store runs, on dependencies a test replaces. A pushed \
        screen is optional state of the screen under it, scoped into a store of its own. View \
        controllers send actions and render what the state derives, pushing and popping as the \
        optional state comes and goes, as TCA's UIKit guidance does.
        """

    public let seed = Seed(
        title: "The Composable Architecture",
        author: "Brandon Williams & Stephen Celis, Point-Free",
        url: "https://github.com/pointfreeco/swift-composable-architecture"
    )

    public let supportModules = ["Composable"]

    public let rules = [
        ArchitectureRule(
            "Only features and dependencies see the models",
            because: "state changes only in reducers: a view controller that kept its own copy of the songs could show what no reducer decided, so it sees none and renders what the feature's state derives",
            checks: [.onlyReferencedFrom(.module("Domain/Models"), roles: ["Features", "Dependencies"])]
        ),
        ArchitectureRule(
            "Only dependencies reach the services, and only features use the dependencies",
            because: "every side effect is an effect: a reducer returns the work, the store runs it, and a test gives the dependency a fake and asserts every action it sends back",
            checks: [
                .onlyReferencedFrom(.classes(in: "Domain/Services"), roles: ["Dependencies"]),
                .onlyReferencedFrom(.types(["ScheduledWork", "ServiceRequest"]), roles: ["Dependencies"]),
                .onlyReferencedFrom(.role("Dependencies"), roles: ["Features", "Dependencies"]),
            ]
        ),
        ArchitectureRule(
            "View controllers and views make no text and use no format",
            because: "view controllers only send actions and render state: what a screen says is derived from the feature's state, where a test reads it with no view",
            checks: [
                .noStringInterpolation(in: ["ViewControllers", "Views"]),
                .mustNotReference(from: "ViewControllers", to: .module("Domain/Formats")),
                .mustNotReference(from: "Views", to: .module("Domain/Formats")),
            ]
        ),
        ArchitectureRule(
            "Features import no UI",
            because: "a feature is tested whole through the TestStore, with no view controller, no view and no window",
            checks: [.mustNotImport(role: "Features", module: "HeadlessUI")]
        ),
    ]

    public let searchPath = IntentPath("Type a search term and see the songs found", steps: [
        IntentStep("HeadlessUI", "TextField", "sends an editing-changed action for every edit"),
        IntentStep("ViewControllers", "SearchViewController", "sends the field's whole text to its store as .searchQueryChanged"),
        IntentStep("Features", "SearchFeature", "keeps the query and returns .searchQueryChangeDebounced, debounced 330 ms; when that arrives, normalises the term and, unless it is the latest search's, returns a .run effect cancellable in flight"),
        IntentStep("Dependencies", "SongSearchClient", "calls the search service, and cancels the request if the effect is cancelled"),
        IntentStep("Domain", "SongSearchService", "searches the catalog and calls back on the main queue with the songs"),
        IntentStep("Features", "SearchFeature", "reduces .searchResponse: keeps the songs and marks the search answered"),
        IntentStep("ViewControllers", "SearchViewController", "observes the latest search: writes the status the state derives, reloads the rows and scrolls to the top"),
        IntentStep("HeadlessUI", "TableView", "asks for the visible rows only; each SongCell shows its SongRow and follows its artwork in the store"),
    ])

    @MainActor
    public func makeRoot(_ screen: LaunchScreen, environment: AppEnvironment) -> ViewController {
        switch screen {
        case .search:
            SearchViewController(store: Store(initialState: SearchFeature.State()) {
                SearchFeature()
            } withDependencies: {
                $0.mainQueue = environment.mainQueue
                $0.songSearch = .live(environment.songSearch)
                $0.artwork = .live(environment.artwork)
            })
        case .flights:
            FlightsViewController(store: Store(initialState: FlightsFeature.State()) {
                FlightsFeature()
            } withDependencies: {
                $0.mainQueue = environment.mainQueue
                $0.flights = .live(environment.flights)
            })
        }
    }

    /// The Composable core's objects alive: stores (scoped ones included), observations and
    /// effects at work.
    @MainActor
    public var liveSupportObjects: Int? { StoreWork.total.objectsAlive }

    /// The Composable core's own count of what the stores did.
    @MainActor
    public var storeWork: StoreWorkCounts? {
        let total = StoreWork.total
        return StoreWorkCounts(actionsReduced: total.actionsReduced, stateComparisons: total.stateComparisons,
                               scopesComputed: total.scopesComputed, observerCalls: total.observerCalls, effectsStarted: total.effectsStarted)
    }
}
