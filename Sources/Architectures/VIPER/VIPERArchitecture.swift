import ArchitectureKit
import HeadlessUI

/// VIPER as Jeff Gilbert and Conrad Stoll describe it for objc.io: the composition root of the module.
public struct VIPERArchitecture: Architecture {
    public init() {}

    public let id = "viper"
    public let displayName = "VIPER"

    public let summary = """
        View, Interactor, Presenter, Entity and Routing, one role to each object. Per screen a \
        passive view controller shows what it is told and forwards every event to its presenter; \
        the presenter decides what an event means, words what the view shows and asks its \
        wireframe to navigate; the interactor holds the use case (searching, loading the board, \
        following the live feed) over the entities and the shared services, and knows nothing of \
        the screen; the wireframe builds the module and alone pushes and pops. The roles talk \
        through one protocol per direction, as the article's examples do.
        """

    public let seed = Seed(
        title: "Architecting iOS Apps with VIPER",
        author: "Jeff Gilbert and Conrad Stoll",
        url: "https://www.objc.io/issues/13-architecture/viper/"
    )

    public let rules = [
        ArchitectureRule(
            "Interactors and presenters use no UI type",
            because: "the interactor holds a use case independent of any user interface, and the presenter prepares content without knowing which widgets show it, so both are tested without a view",
            checks: [.mustNotImport(role: "Interactors", module: "HeadlessUI"), .mustNotImport(role: "Presenters", module: "HeadlessUI")]
        ),
        ArchitectureRule(
            "Only wireframes reach the navigation controller",
            because: "routing is the wireframe's responsibility: it owns the navigation controller and the transitions, so the presenter only says where to go",
            checks: [.onlyReferencedFrom(.types(["NavigationController"]), roles: ["Wireframes"])]
        ),
        ArchitectureRule(
            "Only wireframes make views, presenters and interactors",
            because: "the wireframe creates the module's objects and wires them together, so no role chooses its own neighbours",
            checks: [
                .onlyCreatedIn(typesMatching: "ViewController", role: "Wireframes"),
                .onlyCreatedIn(typesMatching: "Presenter", role: "Wireframes"),
                .onlyCreatedIn(typesMatching: "Interactor", role: "Wireframes"),
            ]
        ),
        ArchitectureRule(
            "Views reach only their presenter",
            because: "the view is passive: it shows the content it is given and passes the user's events on to its presenter, so it depends on no interactor, wireframe, service or entity",
            checks: [
                .mustNotReference(from: "Views", to: .role("Interactors")),
                .mustNotReference(from: "Views", to: .role("Wireframes")),
                .mustNotReference(from: "Views", to: .classes(in: "Domain/Services")),
                .mustNotReference(from: "Views", to: .module("Domain/Models")),
            ]
        ),
        ArchitectureRule(
            "Interactors reach no view or wireframe",
            because: "the interactor holds a use case independent of any user interface: it tells its output, a protocol of its own that the presenter adopts, what happened, and which screen shows it is not its business",
            checks: [
                .mustNotReference(from: "Interactors", to: .role("Views")),
                .mustNotReference(from: "Interactors", to: .role("Wireframes")),
            ]
        ),
        ArchitectureRule(
            "Only interactors use the services; wireframes hand them over",
            because: "the use case's data comes through the interactor, which works with the data layer; the wireframe only passes the services into the modules it builds",
            checks: [
                .onlyReferencedFrom(.classes(in: "Domain/Services"), roles: ["Interactors", "Wireframes"]),
                .onlyReferencedFrom(.types(["ServiceRequest"]), roles: ["Interactors"]),
            ]
        ),
        ArchitectureRule(
            "Only presenters turn data into text",
            because: "preparing content for display is the presenter's job; the view shows strings it is given and the interactor deals in entities",
            checks: [
                .noStringInterpolation(in: ["Views", "Interactors", "Wireframes"]),
                .mustNotReference(from: "Views", to: .module("Domain/Formats")),
            ]
        ),
        ArchitectureRule(
            "Views keep their subviews private",
            because: "the presenter speaks to the view through its interface of plain values, never to its widgets",
            checks: [.privateStoredProperties(in: "Views", ofType: .classes(in: "HeadlessUI"))]
        ),
    ]

    public let searchPath = IntentPath("Type a search term and see the songs found", steps: [
        IntentStep("HeadlessUI", "TextField", "sends an editing-changed action for every edit"),
        IntentStep("Views", "SearchView", "passes the field's whole text to its onTermChange closure"),
        IntentStep("Views", "SearchViewController", "forwards the text to its event handler, the presenter"),
        IntentStep("Presenters", "SearchPresenter", "debounces 330 ms on the main queue, then asks the interactor to search the text"),
        IntentStep("Interactors", "SearchInteractor", "normalises the term and searches it unless it is the latest search's, cancelling the one it replaces"),
        IntentStep("Domain", "SongSearchService", "searches the catalog and calls back on the main queue with the songs"),
        IntentStep("Interactors", "SearchInteractor", "tells its output songsFound, for the latest search only"),
        IntentStep("Presenters", "SearchPresenter", "keeps the songs, words them as rows and the status line, and tells the view"),
        IntentStep("Views", "SearchViewController", "keeps the rows, reloads the table, scrolls it to the top and shows the status"),
        IntentStep("HeadlessUI", "TableView", "asks the view controller for the visible rows: SongCells it fills with the rows' texts"),
    ])

    @MainActor
    public func makeRoot(_ screen: LaunchScreen, environment: AppEnvironment) -> ViewController {
        switch screen {
        case .search:
            SearchWireframe(
                songSearch: environment.songSearch,
                artworkLoader: environment.artwork,
                mainQueue: environment.mainQueue
            ).makeViewController()
        case .flights:
            FlightsWireframe(flightService: environment.flights).makeViewController()
        }
    }
}
