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
        observer. A view takes in immutable data (the domain's own structs, as Searchy's \
        cell takes its search result, and small status enums), words it, and publishes the \
        user's intents, the search field's term once the user stopped typing. A binding, one \
        static function per screen, connects the two with `<~` and collects the \
        subscriptions with `++`; neither model nor view knows it. View controllers only build \
        the view, call the binding and navigate.
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
            because: "Searchy's guideline: the binding is the one place that knows both sides; either side can change without the other knowing",
            checks: [.mustNotReference(from: "Models", to: .role("Bindings")), .mustNotReference(from: "Views", to: .role("Bindings"))]
        ),
        ArchitectureRule(
            "Views take in immutable data",
            because: "Searchy's guideline: a view shows values it is given (a Song, a Flight, a status enum) and keeps no state of the screen",
            checks: [.onlyValueTypes(in: "DataObjects")]
        ),
        ArchitectureRule(
            "Views name what they publish for the user's intent, not for the widget",
            because: "Searchy's guideline: an intent such as closeRequested says what the user wants, not which widget was touched (closeButtonTapped), so the view's layout can change freely",
            checks: [.eventNames(in: "Views", mustNotEndWith: "Tapped")]
        ),
        ArchitectureRule(
            "Only views word what they show",
            because: "Searchy's cell takes the search result itself and composes its own label; models hand over data, not sentences, so they are tested on what happens, views on how it reads",
            checks: [
                .noStringInterpolation(in: ["Models", "DataObjects", "Bindings", "ViewControllers"]),
            ]
        ),
        ArchitectureRule(
            "Models manage the state of the data, and only Models talk to model controllers",
            because: "Searchy's guideline: the rules of a screen (same term, latest wins, live updates) live in one object that can be tested in virtual time",
            checks: [.mustNotReference(from: "Views", to: .classes(in: "Domain/Services")), .mustNotReference(from: "Bindings", to: .classes(in: "Domain/Services"))]
        ),
        ArchitectureRule(
            "Models know no screen lifecycle and no timer of the UI",
            because: "a model is told what to do (search this term, load the board), as Searchy's model is told a settled term; when the user has stopped typing, and when a screen first appears, are the view's and the binding's business",
            checks: [.mustNotReference(from: "Models", to: .types(["SchedulerType", "MainScheduler", "ViewController"]))]
        ),
        ArchitectureRule(
            "A Binding is one static function per screen",
            because: "Searchy's guideline: the flow of data reads top to bottom in one place: view <~ model, model <~ view, handler <~ intent",
            checks: [.singleStaticFunction(in: "Bindings")]
        ),
        ArchitectureRule(
            "View controller code is limited to construction, binding and navigation",
            because: "Searchy's guideline: UIKit makes view controllers the place for navigation and the view's lifecycle, which is responsibility enough",
            checks: [
                .mustNotReference(from: "ViewControllers", to: .module("Domain/Formats")),
                .mustNotReference(from: "ViewControllers", to: .types(["ScheduledWork", "ServiceRequest"])),
            ]
        ),
    ]

    public let searchPath = IntentPath("Type a search term and see the songs found", steps: [
        IntentStep("HeadlessUI", "TextField", "sends an editing-changed action for every edit"),
        IntentStep("Views", "SearchView", "debounces the field's text 330 ms and publishes the settled term as its searchTerm intent"),
        IntentStep("Bindings", "SearchBinding", "binds model.searchTerm <~ view.searchTerm, and view.searchResults <~ model.searchResults"),
        IntentStep("Models", "SearchModel", "normalises, drops a term equal to the one the screen stands at, and flatMapLatest-switches to its search, disposing the one it replaces"),
        IntentStep("Domain", "SongSearchService", "answers the search the model subscribed to through rx.search"),
        IntentStep("Models", "SearchModel", "makes the answer its state, SearchState.found, and emits its songs on searchResults and its SearchStatus on searchStatus"),
        IntentStep("Views", "SearchView", "takes the songs in through its searchResults binder: its TableHandler keeps them and reloads the table, then the list scrolls to the top; it words the status line"),
        IntentStep("HeadlessUI", "TableView", "asks the TableHandler for the visible rows only; each is a SongCell that takes its row's Song and words its title, subtitle and duration"),
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
