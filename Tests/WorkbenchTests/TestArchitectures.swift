import ArchitectureKit
import Domain
import HeadlessUI
import MVC

/// MVC with one deliberate difference: its search service answers 100 ms later. Every
/// snapshot taken while the real MVC already shows results differs, so the comparison
/// must name that step.
struct SlowerSearchMVC: Architecture {
    let id = "slowmvc"
    let displayName = "Slower MVC"
    let summary = "MVC over a search service 100 ms slower, to prove divergences are found."
    let seed = MVCArchitecture().seed
    let rules: [ArchitectureRule] = []
    /// MVC's own: only the service's latency differs.
    let searchPath = MVCArchitecture().searchPath

    @MainActor
    func makeRoot(_ screen: LaunchScreen, environment: AppEnvironment) -> ViewController {
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
struct LeakingArchitecture: Architecture {
    let id = "leaky"
    let displayName = "Leaky"
    let summary = "A root with a button that pushes a screen which never goes away."
    let seed = Seed(title: "A test double", author: "The workbench", url: "")
    let rules: [ArchitectureRule] = []
    /// It has no search: its one button opens the screen it leaks.
    let searchPath = IntentPath("Type a search term and see the songs found", steps: [
        IntentStep("HeadlessUI", "Button", "opens a detail screen instead: this fake has no search"),
        IntentStep("HeadlessUI", "NavigationController", "pushes the detail, which a global array keeps alive"),
    ])

    @MainActor
    func makeRoot(_ screen: LaunchScreen, environment: AppEnvironment) -> ViewController {
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
/// request, one task), whose answer shows "Found" (one write).
struct HandCountedArchitecture: Architecture {
    var id = "counted"
    var displayName = "Counted"
    var isBaseline = false
    let summary = "A screen with a label and a button, for exact work counts."
    let seed = Seed(title: "A test double", author: "The workbench", url: "")
    let rules: [ArchitectureRule] = []
    /// No field: a button searches for a fixed term.
    let searchPath = IntentPath("Type a search term and see the songs found", steps: [
        IntentStep("HeadlessUI", "Button", "Go asks the service for \"hey\" and shows Searching"),
        IntentStep("Domain", "SongSearchService", "answers, and the label shows Found"),
    ])

    /// Launch, tap Go, look, and wait for the answer: 2 + 2 + 0 + 1 writes.
    static let scenario = """
        scenario "Counted by hand"
        launch search
        tap search.go
        expect search.status "Searching"
        wait 200ms
        """

    @MainActor
    func makeRoot(_ screen: LaunchScreen, environment: AppEnvironment) -> ViewController {
        HandCountedController(search: environment.songSearch)
    }
}

@MainActor
private final class HandCountedController: ViewController {
    private let search: SongSearchService
    private let status = Label()

    init(search: SongSearchService) {
        self.search = search
        super.init()
        title = "Counted"
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
        status.text = "Searching"
        status.text = "Searching"
        search.search("hey") { [weak self] _ in self?.status.text = "Found" }
    }
}
