import ArchitectureKit
import HeadlessUI

/// Apple's MVC as Matteo Manferdini teaches it: the composition root of the module.
public struct MVCArchitecture: Architecture {
    public init() {}

    public let id = "mvc"
    public let displayName = "MVC"

    public let summary = """
        Apple's Model-View-Controller in four layers. Model types and model controllers (the \
        shared Domain) hold the data and do the I/O; plain views take simple values (strings, \
        images) and report what the user did; view controllers sit between them: each holds \
        its screen's state, asks the model controllers for data, formats the models into the \
        views' simple values, and pushes the next view controller itself.
        """

    public let seed = Seed(
        title: "Model-View-Controller in iOS: A Blueprint for Better Apps",
        author: "Matteo Manferdini",
        url: "https://matteomanferdini.com/model-view-controller-ios/"
    )

    public let rules = [
        ArchitectureRule(
            "Views do not reference model types",
            because: "a view that takes only strings and images can show any data, and a model type can change without touching any view",
            checks: [.mustNotReference(from: "Views", to: .module("Domain/Models"))]
        ),
        ArchitectureRule(
            "Views keep their subviews private",
            because: "a view controller that sets a view's simple properties does not depend on its layout, which can then change freely",
            checks: [.privateStoredProperties(in: "Views", ofType: .classes(in: "HeadlessUI"))]
        ),
        ArchitectureRule(
            "Only view controllers talk to model controllers",
            because: "views stay plain and reusable, and the screen's state and I/O live in one place per screen",
            checks: [.onlyReferencedFrom(.classes(in: "Domain/Services"), roles: ["ViewControllers"])]
        ),
        ArchitectureRule(
            "Views do not reference view controllers",
            because: "a view reports what the user did through a closure; it does not decide what happens next",
            checks: [.mustNotReference(from: "Views", to: .role("ViewControllers"))]
        ),
        ArchitectureRule(
            "View controllers format text only through the shared Domain formats",
            because: "formatting is the view controller's job in MVC, but how a price or a date reads must be the same everywhere",
            checks: [.noStringInterpolation(in: ["ViewControllers", "Views"])]
        ),
    ]

    public let searchPath = IntentPath("Type a search term and see the songs found", steps: [
        IntentStep("HeadlessUI", "TextField", "sends an editing-changed action for every edit"),
        IntentStep("Views", "SearchView", "passes the field's whole text to its onTermChange closure"),
        IntentStep("ViewControllers", "SearchViewController", "debounces 330 ms on the main queue, then normalises the term and searches it unless it is the latest search's, cancelling the one it replaces"),
        IntentStep("Domain", "SongSearchService", "searches the catalog and calls back on the main queue with the songs"),
        IntentStep("ViewControllers", "SearchViewController", "drops any answer but the latest, keeps the songs, and words the status with SearchStatusText"),
        IntentStep("Views", "SearchView", "reloads its table and scrolls it to the top"),
        IntentStep("HeadlessUI", "TableView", "asks the view controller for the visible rows: SongCells it fills with SongFormat texts"),
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
