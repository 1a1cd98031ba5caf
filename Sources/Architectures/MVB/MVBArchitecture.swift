import ArchitectureKit
import HeadlessUI
import Reactive

/// Model-View-Binding as Asynchrony Labs' Searchy shows it: the composition root of the module.
public struct MVBArchitecture: Architecture {
    public init() {}

    public let id = "mvb"
    public let displayName = "MVB"

    public let summary = """
        Model-View-Binding, after Asynchrony Labs' Searchy. A model per screen holds the \
        screen's state and rules as observable streams (RxSwift-style, on the Reactive \
        library): inputs it is told, outputs that send their current value to each new \
        observer. A view takes in immutable data objects and publishes the user's intents. \
        A binding, one static function per screen, connects the two with `<~` and collects \
        the subscriptions with `++`; neither model nor view knows it. View controllers only \
        build the view, call the binding and navigate.
        """

    public let seed = Seed(
        title: "Model-View-Binding (Searchy)",
        author: "James Rantanen & Mark Sands, Asynchrony Labs",
        url: "https://github.com/RxSugar/Searchy"
    )

    public let supportModules = ["Reactive", "ReactiveServices", "ReactiveUI"]

    public let rules = [
        ArchitectureRule(
            "Views do not reference Models",
            because: "a view offers data inputs and intent outputs, so it can be bound to any model, and a model can be tested without a view",
            checks: [.mustNotReference(from: "Views", to: .role("Models"))]
        ),
        ArchitectureRule(
            "Models and Views do not reference the Binding",
            because: "the binding is the one place that knows both sides; either side can change without the other knowing",
            checks: [.mustNotReference(from: "Models", to: .role("Bindings")), .mustNotReference(from: "Views", to: .role("Bindings"))]
        ),
        ArchitectureRule(
            "Views take in immutable data objects",
            because: "a view shows values it is given (SongRow, SongDetails, FlightRow, FlightCard) and keeps no state of the screen",
            checks: [.onlyValueTypes(in: "DataObjects")]
        ),
        ArchitectureRule(
            "Views publish user intents, named for what the user wants",
            because: "an intent such as closeRequested says what the user wants, not which widget was touched (closeButtonTapped), so the view's layout can change freely",
            checks: [.eventNames(in: "Views", mustNotEndWith: "Tapped")]
        ),
        ArchitectureRule(
            "Models manage the state of the data, and only Models talk to model controllers",
            because: "the rules of a screen (debounce, latest wins, live updates) live in one object that can be tested in virtual time",
            checks: [.mustNotReference(from: "Views", to: .classes(in: "Domain/Services")), .mustNotReference(from: "Bindings", to: .classes(in: "Domain/Services"))]
        ),
        ArchitectureRule(
            "A Binding is one static function per screen",
            because: "the flow of data reads top to bottom in one place: view <~ model, model <~ view, handler <~ intent",
            checks: [.singleStaticFunction(in: "Bindings")]
        ),
        ArchitectureRule(
            "View controller code is limited to construction, binding and navigation",
            because: "UIKit makes view controllers the place for navigation and the view's lifecycle, which is responsibility enough",
            checks: [
                .noStringInterpolation(in: ["ViewControllers"]),
                .mustNotReference(from: "ViewControllers", to: .module("Domain/Formats")),
                .mustNotReference(from: "ViewControllers", to: .types(["ScheduledWork", "ServiceRequest"])),
            ]
        ),
    ]

    public let searchPath = IntentPath("Type a search term and see the songs found", steps: [
        IntentStep("HeadlessUI", "TextField", "sends an editing-changed action for every edit"),
        IntentStep("Views", "SearchView", "publishes the field's whole text as its termChanged intent"),
        IntentStep("Bindings", "SearchBinding", "binds model.searchTerm <~ view.termChanged, and view.searchResults <~ model.searchResults"),
        IntentStep("Models", "SearchModel", "debounces 330 ms, normalises, drops a term equal to the latest search's, and flatMapLatest-switches to its search, disposing the one it replaces"),
        IntentStep("Domain", "SongSearchService", "answers the search the model subscribed to through rx.search"),
        IntentStep("Models", "SearchModel", "turns the answer into SearchState.found and emits its songs as SongRows on searchResults"),
        IntentStep("Views", "SearchView", "takes the rows in through its searchResults binder: its TableHandler reloads the table, then the list scrolls to the top"),
        IntentStep("HeadlessUI", "TableView", "asks the TableHandler for the visible rows only; SongRows words each as a SongRow for a SongCell"),
    ])

    @MainActor
    public func makeRoot(_ screen: LaunchScreen, environment: AppEnvironment) -> ViewController {
        switch screen {
        case .search:
            SearchViewController(
                songSearch: environment.songSearch,
                artwork: ArtworkModel(loader: environment.artwork),
                scheduler: MainScheduler(queue: environment.mainQueue)
            )
        case .flights:
            FlightsViewController(flightService: environment.flights)
        }
    }

    /// The Reactive library's live objects: subscription sinks, subjects and shared connections.
    @MainActor
    public var liveSupportObjects: Int? { Resources.total }
}
