import ArchitectureKit
import HeadlessUI

/// MVVM as Matteo Manferdini's pragmatic approach has it: the composition root of the module.
public struct MVVMArchitecture: Architecture {
    public init() {}

    public let id = "mvvm"
    public let displayName = "MVVM"

    public let summary = """
        MVC with view models, the pragmatic way. Each view takes one view model: an inert value \
        type nested in the view it feeds, made by an initialiser from model types that does all \
        the formatting, and written into the view's private subviews by a property observer. View \
        controllers keep to the flow: they get models from model controllers, make view models, \
        assign them and push screens; on a live change they make a fresh view model from the changed \
        model. State that lasts longer than a call (the debounce, the latest request) lives in \
        small model controllers beside the I/O, never in a view model.
        """

    public let seed = Seed(
        title: "MVVM in iOS: A Pragmatic Approach",
        author: "Matteo Manferdini",
        url: "https://matteomanferdini.com/mvvm-pattern-ios-swift/"
    )

    public let rules = [
        ArchitectureRule(
            "View models are values all through",
            because: "an inert value cannot hold behaving state, is made afresh from the models whenever they change, and is tested without a single test double",
            checks: [.onlyValueTypes(in: "ViewModels")]
        ),
        ArchitectureRule(
            "View models call no model controller and hold no reference",
            because: "networking and long-lived state in a view model turn it into a second, untestable view controller; I/O belongs to model controllers",
            checks: [.onlyValueTypes(in: "ViewModels"), .mustNotReference(from: "ViewModels", to: .classes(in: "Domain/Services")), .mustNotReference(from: "ViewModels", to: .role("ModelControllers"))]
        ),
        ArchitectureRule(
            "Only view models turn models into text",
            because: "only view models should use the formatting code, which is their whole job; how a price or a date reads must be the same in every architecture",
            checks: [
                .noStringInterpolation(in: ["Views", "ViewControllers", "ModelControllers", "Models"]),
                .mustNotReference(from: "Views", to: .module("Domain/Formats")),
                .mustNotReference(from: "ModelControllers", to: .module("Domain/Formats")),
            ]
        ),
        ArchitectureRule(
            "Views keep their subviews private",
            because: "a view controller sets one property, and the view's property observer decides which subview shows which value",
            checks: [.privateStoredProperties(in: "Views", ofType: .classes(in: "HeadlessUI"))]
        ),
        ArchitectureRule(
            "Views do not reference model types",
            because: "the initialisers from models live with the view models, so a view depends on its view model only",
            checks: [.mustNotReference(from: "Views", to: .module("Domain/Models")), .mustNotReference(from: "Views", to: .role("Models"))]
        ),
        ArchitectureRule(
            "Timers and requests in flight live in model controllers",
            because: "screen state that outlasts a call (the debounce, the latest request) is neither formatting nor flow, so it belongs beside the I/O",
            checks: [.onlyReferencedFrom(.types(["ScheduledWork", "ServiceRequest"]), roles: ["ModelControllers"])]
        ),
    ]

    public let searchPath = IntentPath("Type a search term and see the songs found", steps: [
        IntentStep("HeadlessUI", "TextField", "sends an editing-changed action for every edit"),
        IntentStep("Views", "SearchView", "passes the field's whole text to its onTermChange closure"),
        IntentStep("ViewControllers", "SearchViewController", "forwards the text to its search controller"),
        IntentStep("ModelControllers", "SearchController", "debounces 330 ms on the main queue, then normalises the term and searches it unless it is the latest search's, cancelling the one it replaces"),
        IntentStep("Domain", "SongSearchService", "searches the catalog and calls back on the main queue with the songs"),
        IntentStep("ViewControllers", "SearchViewController", "hears .found, for the latest search only; keeps the songs, reloads the rows, scrolls to the top and assigns SearchView.ViewModel(progress:)"),
        IntentStep("ViewModels", "SongCell.ViewModel", "is made for each row the table asks for, formatting its song's texts once"),
        IntentStep("HeadlessUI", "TableView", "shows the visible rows, each SongCell writing its view model into its labels"),
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
