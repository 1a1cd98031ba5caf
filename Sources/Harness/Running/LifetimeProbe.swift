import HeadlessUI
import ScenarioLanguage

/// Watches the screens on the stack without keeping them alive, so that after a `back` or a
/// close the runner can tell whether a popped screen really went away (SPEC §3.6).
@MainActor
struct LifetimeProbe {
    private struct Watched {
        let screenID: String
        weak var controller: ViewController?
        let views: [WeakView]
    }

    private struct WeakView {
        weak var view: View?
    }

    private let watched: [Watched]

    /// Starts watching every screen on the stack, with every view it holds.
    init(stack: [ViewController]) {
        watched = stack.map { controller in
            Watched(
                screenID: controller.view.accessibilityIdentifier ?? "?",
                controller: controller,
                views: controller.view.subtree().map { WeakView(view: $0) }
            )
        }
    }

    /// Each screen that left the stack but is still alive, in part or whole.
    func leaks(stillOnStack stack: [ViewController]) -> [ScreenLeak] {
        watched.compactMap { screen in
            let controller = screen.controller
            // Nearly every step leaves every screen on the stack: its views need no look.
            if let controller, stack.contains(where: { $0 === controller }) { return nil }
            let alive = screen.views.compactMap(\.view)
            if controller == nil, alive.isEmpty { return nil }
            return ScreenLeak(screenID: screen.screenID, controllerType: controller.map { String(describing: type(of: $0)) },
                              views: Self.countByType(alive))
        }
    }

    /// The views by type, in the order first met.
    private static func countByType(_ views: [View]) -> [ViewCount] {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for view in views {
            let name = String(describing: type(of: view))
            if counts[name] == nil { order.append(name) }
            counts[name, default: 0] += 1
        }
        return order.map { ViewCount(kind: $0, count: counts[$0]!) }
    }
}
