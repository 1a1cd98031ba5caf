import ArchitectureKit
import Domain
import HeadlessUI
import Direct
import MVC

/// MVC with one deliberate difference: its search service answers 100 ms later. Every
/// snapshot taken while the real MVC already shows results differs, so the comparison
/// must name that step.
public struct SlowerSearchMVC: Architecture {
    public init() {}

    public let id = "slowmvc"
    public let displayName = "Slower MVC"
    public let summary = "MVC over a search service 100 ms slower, to prove divergences are found."
    public let seed = MVCArchitecture().seed
    public let rules: [ArchitectureRule] = []
    /// MVC's own: only the service's latency differs.
    public let searchPath = MVCArchitecture().searchPath

    @MainActor
    public func makeRoot(_ screen: LaunchScreen, environment: AppEnvironment) -> ViewController {
        let search = SongSearchService(catalog: environment.songSearch.catalog, queue: environment.mainQueue,
                                       latency: environment.songSearch.latency + .milliseconds(100),
                                       limit: environment.songSearch.limit)
        let altered = AppEnvironment(mainQueue: environment.mainQueue, songSearch: search,
                                     artwork: environment.artwork, flights: environment.flights)
        return MVCArchitecture().makeRoot(screen, environment: altered)
    }
}

/// An app whose detail screen is kept alive forever after it is popped: the lifetime check
/// must report it.
public struct LeakingArchitecture: Architecture {
    public init() {}

    public let id = "leaky"
    public let displayName = "Leaky"
    public let summary = "A root with a button that pushes a screen which never goes away."
    public let seed = Seed(title: "A test double", author: "The workbench", url: "")
    public let rules: [ArchitectureRule] = []
    /// It has no search: its one button opens the screen it leaks.
    public let searchPath = IntentPath("Type a search term and see the songs found", steps: [
        IntentStep("HeadlessUI", "Button", "opens a detail screen instead: this fake has no search"),
        IntentStep("HeadlessUI", "NavigationController", "pushes the detail, which a global array keeps alive"),
    ])

    @MainActor
    public func makeRoot(_ screen: LaunchScreen, environment: AppEnvironment) -> ViewController {
        LeakyRootController()
    }
}

@MainActor
private var keptAlive: [ViewController] = []

@MainActor
private final class LeakyRootController: ViewController {
    override func loadView() {
        let root = View()
        root.accessibilityIdentifier = "search"
        let open = Button(title: "Open")
        open.accessibilityIdentifier = "search.open"
        open.addAction(Action { [weak self] _ in
            let detail = LeakyDetailController()
            keptAlive.append(detail)
            self?.navigationController?.pushViewController(detail, animated: true)
        }, for: .touchUpInside)
        root.addSubview(open)
        view = root
    }
}

@MainActor
private final class LeakyDetailController: ViewController {
    override func loadView() {
        let root = View()
        root.accessibilityIdentifier = "detail"
        view = root
    }
}

/// A one-screen app whose work is easy to count by hand, so the counters can be checked
/// against exact numbers. Launched, it titles its screen and shows "Ready" (two writes);
/// tapping Go shows "Searching" twice (two writes, one equal) and asks for a search (one
/// request, one task), whose answer shows "Found" (one write). It keeps a store's counts by
/// hand as well: tapping Go is an action that derives one scoped state and starts one effect,
/// the answer is another, and after each the screen's two observations compare what they
/// show, one of them calling its observer.
public struct HandCountedArchitecture: Architecture {
    public init(id: String = "counted", displayName: String = "Counted", isBaseline: Bool = false) {
        self.id = id
        self.displayName = displayName
        self.isBaseline = isBaseline
    }

    public var id: String
    public var displayName: String
    public var isBaseline: Bool
    public let summary = "A screen with a label and a button, for exact work counts."
    public let seed = Seed(title: "A test double", author: "The workbench", url: "")
    public let rules: [ArchitectureRule] = []
    /// No field: a button searches for a fixed term.
    public let searchPath = IntentPath("Type a search term and see the songs found", steps: [
        IntentStep("HeadlessUI", "Button", "Go asks the service for \"hey\" and shows Searching"),
        IntentStep("Domain", "SongSearchService", "answers, and the label shows Found"),
    ])

    /// Launch, tap Go, look, and wait for the answer: 2 + 2 + 0 + 1 writes.
    public static let scenario = """
        scenario "Counted by hand"
        launch search
        tap search.go
        expect search.status "Searching"
        wait 200ms
        """

    @MainActor
    public func makeRoot(_ screen: LaunchScreen, environment: AppEnvironment) -> ViewController {
        HandCountedController(search: environment.songSearch)
    }

    /// The two "subscriptions" each screen takes while it lives, as a support library counts them.
    @MainActor
    public var liveSupportObjects: Int? { HandCountedController.subscriptions }

    @MainActor
    public var storeWork: StoreWorkCounts? { HandCountedController.storeWork }
}

/// The screen's model: an object of the architecture's own, which counts itself alive.
@MainActor
private final class HandCountedModel: CountedObject {}

@MainActor
private final class HandCountedController: ViewController {
    /// The support objects of every screen alive: two each.
    static var subscriptions = 0
    /// What the screens' "store" did, counted by hand.
    static var storeWork = StoreWorkCounts()

    private let search: SongSearchService
    private let status = Label()
    private let model = HandCountedModel()

    init(search: SongSearchService) {
        self.search = search
        super.init()
        title = "Counted"
        Self.subscriptions += 2
    }

    isolated deinit {
        Self.subscriptions -= 2
    }

    override func loadView() {
        let root = View()
        root.accessibilityIdentifier = "search"
        status.accessibilityIdentifier = "search.status"
        let go = Button(title: "Go")
        go.accessibilityIdentifier = "search.go"
        go.addAction(Action { [weak self] _ in self?.go() }, for: .touchUpInside)
        root.addSubview(status)
        root.addSubview(go)
        view = root
    }

    override func viewDidLoad() {
        status.text = "Ready"
    }

    private func go() {
        Self.storeWork = Self.storeWork.adding(StoreWorkCounts(actionsReduced: 1, stateComparisons: 2, scopesComputed: 1, observerCalls: 1, effectsStarted: 1))
        status.text = "Searching"
        status.text = "Searching"
        search.search("hey") { [weak self] _ in
            Self.storeWork = Self.storeWork.adding(StoreWorkCounts(actionsReduced: 1, stateComparisons: 2, observerCalls: 1))
            self?.status.text = "Found"
        }
    }
}

/// Direct under another name, ranked like an architecture: the same code, so any difference
/// `bench` finds between the two is noise it failed to tell from a difference.
public struct CopyOfDirect: Architecture {
    public init() {}

    public let id = "copy"
    public let displayName = "Copy of Direct"
    public let summary = "Direct's own code under another name, to prove a tie is called a tie."
    public let seed = DirectArchitecture().seed
    public let rules: [ArchitectureRule] = []
    public let searchPath = DirectArchitecture().searchPath

    @MainActor
    public func makeRoot(_ screen: LaunchScreen, environment: AppEnvironment) -> ViewController {
        DirectArchitecture().makeRoot(screen, environment: environment)
    }
}
