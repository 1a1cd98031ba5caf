import ArchitectureKit
import Bind
import HeadlessUI

/// Model-View-ViewModel-Controller as Marko Hlebar's BIND draws it: the composition root.
public struct MVVMCArchitecture: Architecture {
    public init() {}

    public let id = "mvvmc"
    public let displayName = "MVVMC"

    public let summary = """
        Model-View-ViewModel-Controller after BIND. Each view controller holds a data controller \
        and asks it for view models when its screen appears (`update(with:handler:)`); the data \
        controller alone fetches models from the model controllers and alone turns them into \
        view models: reference types whose properties views are bound to with BIND-style \
        bindings (`viewModel.bind(\\.title) ~> bind(\\.titleLabel.text)`). A view holds its view \
        model weakly and its bindings strongly, and binds again whenever it is given a view \
        model, so a reused cell always shows the row it was last given. Changes made to a view \
        model, such as a live flight status, reach every view bound to it in the same instant.
        """

    public let seed = Seed(
        title: "BIND: Data binding and MVVM for Cocoa",
        author: "Marko Hlebar",
        url: "https://github.com/markohlebar/BIND"
    )

    public let supportModules = ["Bind"]

    public let rules = [
        ArchitectureRule(
            "Only data controllers create view models",
            because: "the creation of view models is the sole responsibility of the data controller; a view model may contain other view models but never creates them",
            checks: [.onlyCreatedIn(typesMatching: "ViewModel", role: "DataControllers")]
        ),
        ArchitectureRule(
            "Only data controllers talk to model controllers",
            because: "the data controller transforms models from external sources, such as a web service, into view models; nothing else fetches",
            checks: [.onlyReferencedFrom(.classes(in: "Domain/Services"), roles: ["DataControllers"])]
        ),
        ArchitectureRule(
            "View controllers reach data only through their data controller",
            because: "the view controller holds a reference to its data controller and kicks off the request for view models, usually when the screen appears",
            checks: [.mustNotReference(from: "ViewControllers", to: .classes(in: "Domain/Services"))]
        ),
        ArchitectureRule(
            "Views get their values only through bindings to a view model",
            because: "whenever a view's view model is assigned, say on cell reuse, its bindings are refreshed, which guarantees that the correct view model is bound to the correct view",
            checks: [
                .noStringInterpolation(in: ["Views"]),
                .mustNotReference(from: "Views", to: .module("Domain/Formats")),
                .mustNotReference(from: "Views", to: .module("Domain/Models")),
            ]
        ),
        ArchitectureRule(
            "Views hold their view model weakly and their bindings strongly",
            because: "BIND's views do, so a view never keeps a view model alive and its bindings end with it",
            checks: [.weakStoredProperties(in: "Views", ofType: .role("ViewModels"))]
        ),
        ArchitectureRule(
            "Views and view models do not reference data controllers or view controllers",
            because: "the view model is the middle man between the business logic and the view; it neither fetches nor navigates",
            checks: [.mustNotReference(from: "Views", to: .role("DataControllers")), .mustNotReference(from: "Views", to: .role("ViewControllers")), .mustNotReference(from: "ViewModels", to: .role("DataControllers")), .mustNotReference(from: "ViewModels", to: .role("ViewControllers"))]
        ),
    ]

    public let searchPath = IntentPath("Type a search term and see the songs found", steps: [
        IntentStep("HeadlessUI", "TextField", "sends an editing-changed action for every edit"),
        IntentStep("Views", "SearchView", "passes the field's whole text to its onTermChange closure"),
        IntentStep("ViewControllers", "SearchViewController", "hands the text to its data controller's update(with:handler:)"),
        IntentStep("DataControllers", "SearchDataController", "debounces 330 ms on the main queue, then normalises the term and searches it unless it is the latest search's, cancelling the one it replaces; moves the status view model to .searching"),
        IntentStep("Domain", "SongSearchService", "searches the catalog and calls back on the main queue with the songs"),
        IntentStep("DataControllers", "SearchDataController", "drops any answer but the latest, hands the songs to the handler as SongRows, and moves the status view model to .found, which the bound status label follows"),
        IntentStep("ViewControllers", "SearchViewController", "keeps the rows and has its view reload the table and scroll to the top"),
        IntentStep("HeadlessUI", "TableView", "asks the view controller for the visible rows; SongRows makes each row's SongCellViewModel, which its SongCell binds to"),
    ])

    @MainActor
    public func makeRoot(_ screen: LaunchScreen, environment: AppEnvironment) -> ViewController {
        switch screen {
        case .search:
            let artwork = environment.artwork
            return SearchViewController(
                dataController: SearchDataController(
                    songSearch: environment.songSearch, artworkLoader: artwork, mainQueue: environment.mainQueue
                ),
                makeSongDataController: { SongDataController(artworkLoader: artwork) }
            )
        case .flights:
            let flights = environment.flights
            return FlightsViewController(
                dataController: FlightsDataController(flightService: flights),
                makeCardDataController: { FlightCardDataController(flightService: flights) }
            )
        }
    }

    /// The bindings alive now, counted by Bind: a popped screen must give back the bindings it made.
    @MainActor
    public var liveSupportObjects: Int? { BindResources.total }
}
