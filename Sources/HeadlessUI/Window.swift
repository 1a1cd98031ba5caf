/// The app's window, after `UIWindow`: shows one navigation stack.
@MainActor
public final class Window {
    /// The navigation stack on screen.
    public let rootViewController: NavigationController

    /// Creates a window showing `rootViewController` in a screen of the given size.
    public init(rootViewController: NavigationController, viewport: Viewport = .standard) {
        self.rootViewController = rootViewController
        rootViewController.viewport = viewport
    }

    /// Puts the window on screen: the top screen loads and appears.
    public func makeKeyAndVisible() {
        rootViewController.becomeVisible()
    }
}
