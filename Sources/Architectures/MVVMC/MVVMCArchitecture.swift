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
        and kicks off a request with a context (`update(with:handler:)`); the data controller \
        fetches the models and hands back a finished array of view models: reference types that \
        compose the screen's texts from the model they wrap, and that views are bound to with \
        BIND-style bindings (`viewModel.bind(\\.title) ~> bind(\\.titleLabel.text)`). Input is \
        bound too: the search field to its view model's term both ways (`<>`), each button to a \
        command its view model carries (`command <~! button.bindTaps()`). As in BIND's code, a \
        view holds its view model and its bindings strongly and binds again whenever it is given \
        a view model. The view controller debounces the term it observes; the data controller \
        lets only its latest request answer.
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
            "Only data controllers talk to model controllers, and only they hold a request in flight",
            because: "the data controller transforms models from external sources, such as a web service, into view models; it alone starts a request, so it alone can tell the latest answer from the ones it replaced",
            checks: [
                .onlyReferencedFrom(.classes(in: "Domain/Services"), roles: ["DataControllers"]),
                .onlyReferencedFrom(.types(["ServiceRequest"]), roles: ["DataControllers"]),
            ]
        ),
        ArchitectureRule(
            "View controllers reach data only through their data controller, and decide when to ask",
            because: "the view controller holds a reference to its data controller and kicks off the request for view models with a context; when the user has stopped typing is a question about when to kick it off",
            checks: [
                .mustNotReference(from: "ViewControllers", to: .classes(in: "Domain/Services")),
                .onlyReferencedFrom(.types(["MainQueue", "ScheduledWork"]), roles: ["ViewControllers"]),
            ]
        ),
        ArchitectureRule(
            "Only view models turn models into text",
            because: "the view model is the middle man between the model and the view: views are bound to what it says, so how a model reads is its whole job",
            checks: [
                .noStringInterpolation(in: ["Views", "ViewControllers", "DataControllers", "Commands"]),
                .mustNotReference(from: "Views", to: .module("Domain/Formats")),
                .mustNotReference(from: "Views", to: .module("Domain/Models")),
            ]
        ),
        ArchitectureRule(
            "Views wire no action by hand: each button's taps go to a command",
            because: "BIND binds a text field's onEditingChanged like any key path (`<>`) and a button's onTouchUpInside to a command its view model holds (BINDViewModelCommand), so a view wires no action by hand; the commands that navigate or load again are made by the view controller, which alone does either",
            checks: [
                .mustNotReference(from: "Views", to: .types(["Action"])),
                .tapsBoundToCommands(in: "Views"),
                .onlyCreatedIn(typesMatching: "Command", role: "ViewControllers"),
            ]
        ),
        ArchitectureRule(
            "View controllers keep no view model alive by hand: views hold theirs",
            because: "BIND's BNDView keeps a strong reference to its view model (its README says weak, its code strong), so handing a view model to its view is enough; the rows a table shows stay with the view controller, as BIND's viewModels array does",
            // A view controller may touch the view model its data controller hands it; it stores none strongly.
            checks: [.weakStoredProperties(in: "ViewControllers", ofType: .types(["SearchViewModel", "SongViewModel", "FlightsViewModel", "FlightCardViewModel"]))]
        ),
        ArchitectureRule(
            "Views and view models do not reference data controllers or view controllers",
            because: "the view model is the middle man between the business logic and the view; it neither fetches nor navigates, and the commands it carries are known to it only as commands",
            checks: [.mustNotReference(from: "Views", to: .role("DataControllers")), .mustNotReference(from: "Views", to: .role("ViewControllers")), .mustNotReference(from: "ViewModels", to: .role("DataControllers")), .mustNotReference(from: "ViewModels", to: .role("ViewControllers")), .mustNotReference(from: "ViewModels", to: .role("Commands"))]
        ),
    ]

    public let searchPath = IntentPath("Type a search term and see the songs found", steps: [
        IntentStep("HeadlessUI", "TextField", "sends an editing-changed action for every edit"),
        IntentStep("Views", "SearchView", "passes the field's text to SearchViewModel.term through its two-way binding (term <> termField.bindText())"),
        IntentStep("ViewControllers", "SearchViewController", "observes the term, debounces 330 ms on the main queue, normalises it, and unless it is the latest term asked for, calls its data controller's update(with:handler:)"),
        IntentStep("DataControllers", "SearchDataController", "cancels the search it replaces, searches the term and moves the status view model to .searching"),
        IntentStep("Domain", "SongSearchService", "searches the catalog and calls back on the main queue with the songs"),
        IntentStep("DataControllers", "SearchDataController", "drops any answer but the latest, makes a SongCellViewModel for every song, hands the array to the handler and moves the status view model to .found, which the bound status label follows"),
        IntentStep("ViewControllers", "SearchViewController", "keeps the view models as its rows and has its view reload the table and scroll to the top"),
        IntentStep("HeadlessUI", "TableView", "asks the view controller for the visible rows; each SongCell is given its row's view model and binds to it"),
    ])

    @MainActor
    public func makeRoot(_ screen: LaunchScreen, environment: AppEnvironment) -> ViewController {
        switch screen {
        case .search:
            let artwork = environment.artwork
            return SearchViewController(
                dataController: SearchDataController(songSearch: environment.songSearch, artworkLoader: artwork),
                mainQueue: environment.mainQueue,
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
