import ArchitectureKit
import HeadlessUI

/// Apple's MVC as Matteo Manferdini teaches it: the composition root of the module.
public struct MVCArchitecture: Architecture {
    public init() {}

    public let id = "mvc"
    public let displayName = "MVC"

    public let summary = """
        Apple's Model-View-Controller in four layers. Model types hold the data; model \
        controllers (the shared Domain services, and each screen's own, which keep the debounce \
        and the latest request) do the I/O and keep the state beside it; plain views take \
        simple values (strings, images) and report what the user did; view controllers sit \
        between them: each hears from its model controllers, formats the models into the views' \
        simple values, and pushes the next view controller itself.
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
            checks: [.mustNotReference(from: "Views", to: .module("Domain/Models")), .mustNotReference(from: "Views", to: .role("Models"))]
        ),
        ArchitectureRule(
            "Views keep their subviews private",
            because: "a view controller that sets a view's simple properties does not depend on its layout, which can then change freely",
            checks: [.privateStoredProperties(in: "Views", ofType: .classes(in: "HeadlessUI"))]
        ),
        ArchitectureRule(
            "Only controllers talk to the services",
            because: "views stay plain and reusable; the I/O and the state beside it belong to model controllers, and view controllers bridge them to the views",
            checks: [.onlyReferencedFrom(.classes(in: "Domain/Services"), roles: ["ViewControllers", "ModelControllers"])]
        ),
        ArchitectureRule(
            "Views do not reference view controllers",
            because: "a view reports what the user did through a closure; it does not decide what happens next",
            checks: [.mustNotReference(from: "Views", to: .role("ViewControllers"))]
        ),
        ArchitectureRule(
            "Only view controllers turn models into text",
            because: "bridging models to the views' simple values is the view controller's job in MVC, so the screen's texts are composed there; how a price or a date reads must be the same everywhere",
            checks: [
                .noStringInterpolation(in: ["Views", "ModelControllers", "Models"]),
                .mustNotReference(from: "Views", to: .module("Domain/Formats")),
                .mustNotReference(from: "ModelControllers", to: .module("Domain/Formats")),
            ]
        ),
        ArchitectureRule(
            "Timers and requests in flight live in model controllers",
            because: "model controllers keep the app's state and access the network, so the view controller is left to bridge models and views",
            checks: [.onlyReferencedFrom(.types(["ScheduledWork", "ServiceRequest"]), roles: ["ModelControllers"])]
        ),
    ]

    public let searchPath = IntentPath("Type a search term and see the songs found", steps: [
        IntentStep("HeadlessUI", "TextField", "sends an editing-changed action for every edit"),
        IntentStep("Views", "SearchView", "passes the field's whole text to its onTermChange closure"),
        IntentStep("ViewControllers", "SearchViewController", "forwards the text to its search controller"),
        IntentStep("ModelControllers", "SearchController", "debounces 330 ms on the main queue, then normalises the term and searches it unless it is the latest search's, cancelling the one it replaces"),
        IntentStep("Domain", "SongSearchService", "searches the catalog and calls back on the main queue with the songs"),
        IntentStep("ViewControllers", "SearchViewController", "hears .found, for the latest search only; keeps the songs, reloads the rows, scrolls to the top and words the status line itself"),
        IntentStep("Views", "SearchView", "reloads its table and scrolls it to the top"),
        IntentStep("HeadlessUI", "TableView", "asks the view controller for the visible rows: SongCells it fills with the texts it composes"),
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
