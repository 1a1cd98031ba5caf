import ArchitectureKit
import HeadlessUI

/// An architecture-shaped fixture whose sources a rule test reads and never runs: its search
/// path and its root are placeholders.
protocol FixtureArchitecture: Architecture {}

extension FixtureArchitecture {
    var searchPath: IntentPath {
        IntentPath("Type a search term and see the songs found", steps: [
            IntentStep("HeadlessUI", "TextField", "takes the term: a fixture, never built"),
            IntentStep("Domain", "SongSearchService", "answers it: a fixture, never asked"),
        ])
    }

    @MainActor
    func makeRoot(_ screen: LaunchScreen, environment: AppEnvironment) -> HeadlessUI.ViewController {
        HeadlessUI.ViewController()
    }
}
