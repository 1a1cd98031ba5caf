/// The base of every widget, after `UIView`: a tree of subviews, each of which may carry an
/// accessibility identifier by which the driver finds it.
@MainActor
open class View {
    /// The identifier the driver and the snapshot know this view by.
    public var accessibilityIdentifier: String? {
        didSet { settledWidgetName = nil }
    }
    /// A hidden view, and everything under it, is neither shown in snapshots nor found by
    /// the driver.
    public var isHidden: Bool {
        get { _isHidden.value }
        set { _isHidden.set(newValue, on: self) }
    }
    /// A number the app's code may give the view to tell it from others, as `UIView.tag`.
    /// It is not shown, so setting it is no widget write; a cell keeps it when it is reused.
    /// Final, so that code in another module reads it as directly as a property of its own
    /// final cell class: Direct checks it on every image that arrives.
    public final var tag: Int = 0
    /// The views this view contains, back to front.
    public private(set) var subviews: [View] = []
    /// The view this one was added to.
    public private(set) weak var superview: View?

    private var _isHidden = Counted(false)
    /// ``widgetName`` once worked out for good: from this view's own identifier, or from its
    /// table's for a cell and its fields.
    private var settledWidgetName: String?

    public init() {
        UIWork.total.objectsAlive += 1
    }

    isolated deinit {
        UIWork.total.objectsAlive -= 1
    }

    /// Adds `view` as the frontmost subview, removing it from its old superview first.
    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Removes this view from its superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        // A view is in its superview once (`addSubview` moves it): found by a plain loop from
        // the front, where a table's latest cells are, with no closure to call per subview.
        var index = parent.subviews.count - 1
        while index >= 0, parent.subviews[index] !== self { index -= 1 }
        if index >= 0 { parent.subviews.remove(at: index) }
        superview = nil
    }

    /// Called when the view is laid out in a screen of the given size; containers pass it on.
    open func layout(in viewport: Viewport) {
        for subview in subviews { subview.layout(in: viewport) }
    }
}

extension View {
    /// The name this view's writes are counted under in ``WidgetWrites``.
    var widgetName: String {
        if let settledWidgetName { return settledWidgetName }
        let (name, isSettled) = nameForWrites()
        if isSettled { settledWidgetName = name }
        return name
    }

    private func nameForWrites() -> (name: String, isSettled: Bool) {
        if let cell = self as? TableViewCell { return cell.rowName }
        if let cell = superview as? TableViewCell {
            let row = cell.rowName
            guard let field = cell.fieldName(of: self) ?? accessibilityIdentifier else { return row }
            return (row.name + "." + field, row.isSettled)
        }
        if let accessibilityIdentifier { return (accessibilityIdentifier, true) }
        // Not settled: the view may yet be given an identifier, or be added to another view.
        return (superview?.widgetName ?? "?", false)
    }
}

/// How much of a screen there is: how many table rows fit on it.
public struct Viewport: Equatable, Sendable {
    /// The number of table rows visible at once.
    public var visibleRows: Int

    public init(visibleRows: Int) {
        self.visibleRows = max(1, visibleRows)
    }

    /// The viewport a screen gets unless a scenario says otherwise.
    public static let standard = Viewport(visibleRows: 10)
}
