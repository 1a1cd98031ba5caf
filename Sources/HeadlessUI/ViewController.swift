/// Manages one screen, after `UIViewController`: loads its view on first use and is told,
/// in UIKit's order, when it appears and disappears.
@MainActor
open class ViewController {
    /// The screen's title, shown in the navigation bar.
    open var title: String? {
        get { _title.value }
        set { _title.set(newValue, on: self) }
    }
    /// The navigation controller whose stack holds this screen.
    public internal(set) weak var navigationController: NavigationController?

    private var _title = Counted<String?>(nil)
    private var loadedView: View?

    public init() {
        UIWork.total.objectsAlive += 1
    }

    isolated deinit {
        UIWork.total.objectsAlive -= 1
    }

    /// The root view of the screen, loaded (``loadView()`` then ``viewDidLoad()``) on first use.
    public var view: View {
        get {
            loadViewIfNeeded()
            return loadedView!
        }
        set { loadedView = newValue }
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it has not been loaded yet.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = View() }
        viewDidLoad()
    }

    /// Creates the root view; override to set ``view`` to a view of your own.
    open func loadView() {
        view = View()
    }

    /// Called once, after the view is loaded.
    open func viewDidLoad() {}
    /// Called before the screen comes on top.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the screen came on top.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the screen stops being on top.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the screen stopped being on top.
    open func viewDidDisappear(_ animated: Bool) {}
}

extension ViewController {
    /// Every screen's title is counted as `#title`: a title is often set before the screen's
    /// view, which names the screen, exists.
    var widgetName: String { "#title" }
}
