import ArchitectureKit
import HeadlessUI
import Reactive

/// The Binder architecture as Sakun Labs shows it with RxSwift: the composition root of the module.
public struct BinderArchitecture: Architecture {
    public init() {}

    public let id = "binder"
    public let displayName = "Binder"

    public let summary = """
        The Binder architecture, after Sakun Labs. Each view controller only declares: the \
        state it is responsible for (relays), its views, a dispose bag, and triggers it fires \
        from its lifecycle and its table; like the post's controller, it is also its table's \
        data source, which reads the declared state and words each row. One static make \
        function per screen, a binder, builds the controller and does all the wiring, apart \
        from the controller's lifecycle and so deterministically: it assigns what is known at \
        once, binds what arrives later (searches, loads, the live feed, artwork) into the state, \
        reloads the table and binds the labels when the state changes, and observes the user's \
        actions, pushing the controller the next screen's make returns. Streams come from the \
        Reactive library, widgets' extensions from ReactiveUI.
        """

    public let seed = Seed(
        title: "Binder Architecture with RxSwift",
        author: "Sakun Labs",
        url: "https://sakunlabs.com/blog/binder"
    )

    public let supportModules = ["Reactive", "ReactiveServices", "ReactiveUI"]

    public let rules = [
        ArchitectureRule(
            "View controllers reach no model controller, no binder and nothing of ReactiveUI",
            because: "the post's controller only declares its state, views, dispose bag and triggers and serves its table from that state: it specifies its views and its model, fires didAppear for the binding, and works with UIKit in a data source extension; the binding, kept apart from its lifecycle, is deterministic and cannot change with it",
            checks: [
                .mustNotReference(from: "ViewControllers", to: .module("Domain/Services")),
                .mustNotReference(from: "ViewControllers", to: .role("Binders")),
                .mustNotImport(role: "ViewControllers", module: "ReactiveUI"),
            ]
        ),
        ArchitectureRule(
            "Only binders make view controllers, and view controllers subscribe to nothing",
            because: "the post binds in one static make a screen, which returns the controller and does all the wiring; the whole behaviour of a screen reads in one declarative function, and a test builds the screen exactly as the app does",
            checks: [
                .onlyCreatedIn(typesMatching: "ViewController", role: "Binders"),
                // Wiring is subscribing: a controller that subscribes in its lifecycle wires itself.
                .mustNotReference(from: "ViewControllers", to: .types(["ObservableType"])),
            ]
        ),
        ArchitectureRule(
            "Only binders talk to model controllers",
            because: "in the post the service reaches the screen only inside make, whose fetch is bound into the controller's state; controllers, views and state stay plain",
            check: .onlyReferencedFrom(.module("Domain/Services"), roles: ["Binders"])
        ),
        ArchitectureRule(
            "Views declare widgets and reference no state, controller or binder",
            because: "views are what the controller specifies, like the post's outlets: the binder reaches into them, never the other way round",
            checks: [
                .mustNotReference(from: "Views", to: .role("Models")),
                .mustNotReference(from: "Views", to: .role("ViewControllers")),
                .mustNotReference(from: "Views", to: .role("Binders")),
            ]
        ),
        ArchitectureRule(
            "The declared state is made of values",
            because: "the post's model is a Variable of a Codable struct that the binder replaces whole; every view bound to it sees each change at once, and tests compare it by value",
            check: .onlyValueTypes(in: "Models")
        ),
        ArchitectureRule(
            "The declared state and the views make no text",
            because: "the post's data source extension sets each cell's text from the state, and its binder is where observable data meets the views; the state and the views hold no wording",
            checks: [
                .noStringInterpolation(in: ["Models", "Views"]),
                .mustNotReference(from: "Models", to: .module("Domain/Formats")),
                .mustNotReference(from: "Views", to: .module("Domain/Formats")),
            ]
        ),
    ]

    public let searchPath = IntentPath("Type a search term and see the songs found", steps: [
        IntentStep("HeadlessUI", "TextField", "sends an editing-changed action for every edit"),
        IntentStep("Views", "SearchView", "declares the term field, which the binder observes directly; it does nothing itself"),
        IntentStep("Binders", "SearchBinder", "debounces termField.rx.text 330 ms, normalises, drops a term equal to the one the declared state stands at, and flatMapLatest-switches to its search, disposing the one it replaces"),
        IntentStep("Domain", "SongSearchService", "answers the search the binder subscribed to through rx.search"),
        IntentStep("Models", "SearchState", "holds the answer as .found(songs, term: term), a plain value"),
        IntentStep("ViewControllers", "SearchViewController", "takes the new state into its declared search relay, and its songs into the songs relay, as the binder bound them"),
        IntentStep("Binders", "SearchBinder", "reloads the table and scrolls it to the top when the songs change, then words the status line"),
        IntentStep("HeadlessUI", "TableView", "asks its data source, the view controller, for the visible rows, each a SongCell whose texts the controller words from the declared songs"),
    ])

    @MainActor
    public func makeRoot(_ screen: LaunchScreen, environment: AppEnvironment) -> ViewController {
        switch screen {
        case .search:
            SearchBinder.make(
                songSearch: environment.songSearch,
                artwork: environment.artwork,
                scheduler: MainScheduler(queue: environment.mainQueue)
            )
        case .flights:
            FlightsBinder.make(flightService: environment.flights)
        }
    }

    /// The Reactive library's live objects: subscription sinks, subjects and shared connections.
    @MainActor
    public var liveSupportObjects: Int? { Resources.total }
}
