import ArchitectureKit
import HeadlessUI

/// The baseline with no architecture: the composition root of the module.
public struct DirectArchitecture: Architecture {
    public init() {}

    public let id = "direct"
    public let displayName = "Direct"

    public let summary = """
        No architecture at all, as js-framework-benchmark's vanillajs implementation is no \
        framework: one view controller per screen builds its widgets from the headless UI \
        classes, keeps its state, calls the shared services and writes their answers straight \
        into the widgets, with nothing in between. It passes every scenario and agrees at every \
        step, so it is the denominator of every timing ratio and the baseline every work count is \
        compared with; it is listed apart and never ranked.
        """

    public let seed = Seed(
        title: "js-framework-benchmark: the vanillajs implementation",
        author: "Stefan Krause",
        url: "https://github.com/krausest/js-framework-benchmark"
    )

    public var isBaseline: Bool { true }

    public let rules = [
        ArchitectureRule(
            "No support library",
            because: "the baseline measures the app's own work with nothing in between; a reactive or binding library would put its cost into the denominator",
            checks: ["Reactive", "ReactiveUI", "ReactiveServices", "ReactiveTest", "Bind", "Composable", "Observation", "Combine"]
                .map { .mustNotImport(role: "*", module: $0) }
        ),
        ArchitectureRule(
            "Only view controllers touch widgets and services",
            because: "there are no views, view models or bindings to hand work to: each screen is one class, so whatever the baseline costs is in that class",
            checks: [
                .onlyReferencedFrom(.module("HeadlessUI"), roles: ["ViewControllers"]),
                .onlyReferencedFrom(.module("Domain/Services"), roles: ["ViewControllers"]),
            ]
        ),
    ]

    public let searchPath = IntentPath("Type a search term and see the songs found", steps: [
        IntentStep("HeadlessUI", "TextField", "sends an editing-changed action for every edit"),
        IntentStep("ViewControllers", "SearchViewController", "hears the field's action, debounces 330 ms on the main queue, then normalises the term and searches it unless it is the latest search's, cancelling the one it replaces"),
        IntentStep("Domain", "SongSearchService", "searches the catalog and calls back on the main queue with the songs"),
        IntentStep("ViewControllers", "SearchViewController", "drops any answer but the latest, keeps the songs, reloads the table, scrolls it to the top and writes the status label"),
        IntentStep("HeadlessUI", "TableView", "asks the view controller for the visible rows: plain TableViewCells it fills with SongFormat texts"),
    ])

    @MainActor
    public func makeRoot(_ screen: LaunchScreen, environment: AppEnvironment) -> ViewController {
        switch screen {
        case .search:
            SearchViewController(
                songSearch: environment.songSearch,
                artworkLoader: environment.artwork,
                mainQueue: environment.mainQueue
            )
        case .flights:
            FlightsViewController(flightService: environment.flights)
        }
    }
}
