/// A stack of screens, after `UINavigationController`. Pushing and popping call the
/// lifecycle of both screens in UIKit's order:
///
///     push B over A: B loads, A.viewWillDisappear, B.viewWillAppear, A.viewDidDisappear, B.viewDidAppear
///     pop B off A:   B.viewWillDisappear, A.viewWillAppear, B.viewDidDisappear, A.viewDidAppear
@MainActor
public final class NavigationController: ViewController {
    /// The screens on the stack, root first.
    public private(set) var viewControllers: [ViewController] = []
    /// Whether the navigation controller is on screen, so its top screen's lifecycle runs.
    public private(set) var isVisible = false
    /// The size of the screen; each screen is laid out in it before it appears.
    public var viewport = Viewport.standard

    /// Creates a stack with one screen.
    public init(rootViewController: ViewController) {
        super.init()
        rootViewController.navigationController = self
        viewControllers = [rootViewController]
    }

    /// The screen on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// Pushes a screen on top.
    public func pushViewController(_ viewController: ViewController, animated: Bool) {
        let previous = topViewController
        viewController.navigationController = self
        viewControllers.append(viewController)
        guard isVisible else { return }
        prepare(viewController)
        previous?.viewWillDisappear(animated)
        viewController.viewWillAppear(animated)
        previous?.viewDidDisappear(animated)
        viewController.viewDidAppear(animated)
    }

    /// Pops the top screen, unless it is the root.
    ///
    /// - Returns: The screen popped, or nil when only the root was left.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
        let revealed = topViewController
        if isVisible {
            popped.viewWillDisappear(animated)
            if let revealed { prepare(revealed) }
            revealed?.viewWillAppear(animated)
            popped.viewDidDisappear(animated)
            revealed?.viewDidAppear(animated)
        }
        popped.navigationController = nil
        return popped
    }

    /// Called by the window when the navigation controller comes on screen.
    func becomeVisible() {
        guard !isVisible, let top = topViewController else { return }
        isVisible = true
        prepare(top)
        top.viewWillAppear(false)
        top.viewDidAppear(false)
    }

    /// Loads the screen's view if needed and lays it out in the viewport.
    private func prepare(_ viewController: ViewController) {
        viewController.view.layout(in: viewport)
    }
}
