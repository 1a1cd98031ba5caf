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
