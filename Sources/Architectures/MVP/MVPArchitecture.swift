import ArchitectureKit
import HeadlessUI

/// Model-View-Presenter as Martin Fowler's Passive View has it: the composition root of the module.
public struct MVPArchitecture: Architecture {
    public init() {}

    public let id = "mvp"
    public let displayName = "MVP"

    public let summary = """
        Model-View-Presenter in its Passive View form. Each screen's presenter holds the \
        screen's state and all of its logic: it hears what the user did, asks the model \
        controllers (the shared Domain services, and MVC's two screen-owned ones, which keep the \
        debounce and the latest request), composes every text from the shared display \
        primitives, and decides where the app goes next. It knows the screen only through a \
        protocol of setters that it declares; the view controller implements that protocol by \
        handing each value to its plain views, forwards every event to the presenter, and keeps \
        no state of its own, so a presenter is tested against a fake view with no UI at all.
        """

    public let seed = Seed(
        title: "Passive View",
        author: "Martin Fowler",
        url: "https://martinfowler.com/eaaDev/PassiveScreen.html"
    )

    public let rules = [
        ArchitectureRule(
            "Presenters use nothing of HeadlessUI",
            because: "a presenter knows its screen only through the protocol it declares, so a test can put a fake in the screen's place and check everything the presenter does with no UI",
            checks: [.mustNotImport(role: "Presenters", module: "HeadlessUI"), .mustNotReference(from: "Presenters", to: .module("HeadlessUI"))]
        ),
        ArchitectureRule(
            "View controllers and views see no model type",
            because: "a passive view is told what to show; it never reads a model, so there is no dependency in either direction between the view and the model",
            checks: [
                .mustNotReference(from: "ViewControllers", to: .module("Domain/Models")), .mustNotReference(from: "ViewControllers", to: .role("Models")),
                .mustNotReference(from: "Views", to: .module("Domain/Models")), .mustNotReference(from: "Views", to: .role("Models")),
            ]
        ),
        ArchitectureRule(
            "Only presenters turn models into text",
            because: "all the view logic is in the presenter, where a test reaches it without a screen; how a price or a date reads must be the same everywhere",
            checks: [
                .noStringInterpolation(in: ["Views", "ViewControllers", "ModelControllers", "Models"]),
                .mustNotReference(from: "Views", to: .module("Domain/Formats")),
                .mustNotReference(from: "ViewControllers", to: .module("Domain/Formats")),
                .mustNotReference(from: "ModelControllers", to: .module("Domain/Formats")),
            ]
        ),
        ArchitectureRule(
            "Only presenters and model controllers talk to the services",
            because: "the presenter answers the user's gestures and updates the model; the view only forwards the gestures, so it needs no service",
            checks: [.onlyReferencedFrom(.classes(in: "Domain/Services"), roles: ["Presenters", "ModelControllers"])]
        ),
        ArchitectureRule(
            "Views keep their subviews private",
            because: "a view controller hands a value to its view's property, never to a label, so the layout can change without touching the presenter or the protocol",
            checks: [.privateStoredProperties(in: "Views", ofType: .classes(in: "HeadlessUI"))]
        ),
        ArchitectureRule(
            "Views do not reference view controllers",
            because: "a view reports what the user did through a closure; the view controller forwards it to the presenter, which decides what happens next",
            checks: [.mustNotReference(from: "Views", to: .role("ViewControllers"))]
        ),
        ArchitectureRule(
            "Timers and requests in flight live in model controllers",
            because: "the debounce and the latest request are state about the model's I/O, kept as in MVC, so the presenter is left with the screen's state and logic",
            checks: [.onlyReferencedFrom(.types(["ScheduledWork", "ServiceRequest"]), roles: ["ModelControllers"])]
        ),
    ]

    public let searchPath = IntentPath("Type a search term and see the songs found", steps: [
        IntentStep("HeadlessUI", "TextField", "sends an editing-changed action for every edit"),
        IntentStep("Views", "SearchView", "passes the field's whole text to its onTermChange closure"),
        IntentStep("ViewControllers", "SearchViewController", "forwards the text to its presenter, deciding nothing"),
        IntentStep("Presenters", "SearchPresenter", "hands the text to its search controller"),
        IntentStep("ModelControllers", "SearchController", "debounces 330 ms on the main queue, then normalises the term and searches it unless it is the latest search's, cancelling the one it replaces"),
        IntentStep("Domain", "SongSearchService", "searches the catalog and calls back on the main queue with the songs"),
        IntentStep("Presenters", "SearchPresenter", "hears .found, for the latest search only; keeps the songs, tells its screen, through SearchViewProtocol, to reload its rows and scroll to the top, and words the status line"),
        IntentStep("HeadlessUI", "TableView", "asks the view controller for the visible rows, which asks the presenter to fill each SongCell through SongCellProtocol"),
    ])

    @MainActor
    public func makeRoot(_ screen: LaunchScreen, environment: AppEnvironment) -> ViewController {
        switch screen {
        case .search:
            SearchViewController(presenter: SearchPresenter(
                songSearch: environment.songSearch,
                artworkLoader: environment.artwork,
                mainQueue: environment.mainQueue
            ))
        case .flights:
            FlightsViewController(presenter: FlightsPresenter(flightService: environment.flights))
        }
    }
}
