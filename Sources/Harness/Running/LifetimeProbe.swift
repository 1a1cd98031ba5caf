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

    /// A message for each screen that left the stack but is still alive, in part or whole.
    func leaks(stillOnStack stack: [ViewController]) -> [String] {
        watched.compactMap { screen in
            let alive = screen.views.compactMap(\.view)
            if let controller = screen.controller {
                guard !stack.contains(where: { $0 === controller }) else { return nil }
                let views = alive.isEmpty ? "" : ", with \(Self.describe(alive))"
                return "screen \"\(screen.screenID)\" was popped but its \(type(of: controller)) is still alive\(views)"
            }
            guard !alive.isEmpty else { return nil }
            return "screen \"\(screen.screenID)\" was popped and its view controller released, but \(Self.describe(alive)) stayed alive"
        }
    }

    /// `3 views (SongView, Label ×2)`
    private static func describe(_ views: [View]) -> String {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for view in views {
            let name = String(describing: type(of: view))
            if counts[name] == nil { order.append(name) }
            counts[name, default: 0] += 1
        }
        let kinds = order.map { counts[$0]! == 1 ? $0 : "\($0) ×\(counts[$0]!)" }.joined(separator: ", ")
        return "\(views.count) view\(views.count == 1 ? "" : "s") (\(kinds))"
    }
}
