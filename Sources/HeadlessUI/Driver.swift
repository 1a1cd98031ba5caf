import Diagnostics
import Foundation

/// Drives the app as a user would, after XCUITest's `XCUIApplication`: it finds elements
/// by accessibility identifier on the top screen, types, taps, scrolls and goes back.
///
/// The driver never reaches into an architecture: it sees only the widgets, as a test on a
/// device does.
@MainActor
public final class Driver {
    /// The window being driven.
    public let window: Window

    public init(window: Window) {
        self.window = window
    }

    private var navigation: NavigationController { window.rootViewController }

    /// The screen on top.
    public var topViewController: ViewController? { navigation.topViewController }

    /// The identifier of the top screen (its root view's accessibility identifier).
    public var topScreenID: String { topViewController.map(Self.screenID(of:)) ?? "" }

    /// The identifiers of the screens on the stack, root first.
    public var stack: [String] { navigation.viewControllers.map(Self.screenID(of:)) }

    // MARK: - Finding

    /// Every visible element with an identifier on the top screen.
    public func elements() -> [String: View] {
        guard let top = topViewController else { return [:] }
        var found: [String: View] = [:]
        Self.collect(top.view, into: &found, isRoot: true)
        return found
    }

    /// The visible element with this identifier on the top screen.
    public func element(_ id: String) throws(DriverError) -> View {
        if let top = topViewController, let view = Self.first(id, in: top.view, isRoot: true) { return view }
        throw .noSuchElement(id: id, screen: topScreenID, suggestions: Spelling.suggestions(for: id, in: elements().keys.sorted()))
    }

    /// Whether a visible element with this identifier is on the top screen.
    public func exists(_ id: String) -> Bool {
        topViewController.flatMap { Self.first(id, in: $0.view, isRoot: true) } != nil
    }

    /// The text a user reads on the element: a label's or field's text, a button's title.
    public func text(of id: String) throws(DriverError) -> String {
        switch try element(id) {
        case let label as Label: return label.text ?? ""
        case let field as TextField: return field.text
        case let button as Button: return button.title ?? ""
        case let other: throw .wrongKind(id: id, expected: "label, text field or button", found: Self.kind(of: other))
        }
    }

    /// The table with this identifier.
    public func table(_ id: String) throws(DriverError) -> TableView {
        let view = try element(id)
        guard let table = view as? TableView else {
            throw .wrongKind(id: id, expected: "table", found: Self.kind(of: view))
        }
        return table
    }

    /// The cell showing `row` of the table, which must be visible.
    public func cell(_ id: String, row: Int) throws(DriverError) -> TableViewCell {
        let table = try table(id)
        guard let cell = table.cellForRow(at: IndexPath(row: row)) else {
            let first = table.firstVisibleRow
            throw .rowNotVisible(id: id, row: row, visible: first..<(first + table.visibleCells.count))
        }
        return cell
    }

    // MARK: - Acting

    /// Types one character at the end of the field: one editing change.
    public func type(_ character: Character, into id: String) throws(DriverError) {
        try textField(id).userType(character)
    }

    /// Replaces the field's whole text: one editing change.
    public func replaceText(of id: String, with text: String) throws(DriverError) {
        try textField(id).userReplaceText(with: text)
    }

    /// Taps a button.
    public func tap(_ id: String) throws(DriverError) {
        let view = try element(id)
        guard let button = view as? Button else {
            throw .wrongKind(id: id, expected: "button", found: Self.kind(of: view))
        }
        button.userTap()
    }

    /// Taps a visible row of a table.
    public func tapRow(_ row: Int, of id: String) throws(DriverError) {
        let rows = try table(id).numberOfRows
        guard row < rows else { throw .noRowToTap(id: id, row: row, rows: rows) }
        _ = try cell(id, row: row)
        try table(id).userSelectRow(at: IndexPath(row: row))
    }

    /// Scrolls the table so that `row` is the first visible row, as far as the rows allow.
    public func scroll(_ id: String, toRow row: Int) throws(DriverError) {
        try table(id).scrollToRow(at: IndexPath(row: row))
    }

    /// Taps the navigation bar's back button.
    ///
    /// - Returns: The screen that was popped, so the caller can check that it is released.
    @discardableResult
    public func back() throws(DriverError) -> ViewController {
        guard let popped = navigation.popViewController(animated: true) else {
            throw .nothingToGoBackTo(screen: topScreenID)
        }
        return popped
    }

    /// The canonical text of the top screen (SPEC §5).
    public func snapshot() -> String {
        Snapshot.render(driver: self)
    }

    // MARK: - Helpers

    private func textField(_ id: String) throws(DriverError) -> TextField {
        let view = try element(id)
        guard let field = view as? TextField else {
            throw .wrongKind(id: id, expected: "text field", found: Self.kind(of: view))
        }
        return field
    }

    static func screenID(of viewController: ViewController) -> String {
        viewController.view.accessibilityIdentifier ?? "?"
    }

    /// Visits the visible elements under `view`, depth first, in the order the snapshot lists
    /// them, until `visit` returns true; returns whether it did. A hidden view hides what it
    /// holds, and a table's cells are rows, not elements: they are reached through the table.
    @discardableResult
    static func visitElements(under view: View, isRoot: Bool, _ visit: (_ id: String, _ element: View) -> Bool) -> Bool {
        guard !view.isHidden else { return false }
        if !isRoot, let id = view.accessibilityIdentifier, visit(id, view) { return true }
        guard !(view is TableView) else { return false }
        for subview in view.subviews where visitElements(under: subview, isRoot: false, visit) { return true }
        return false
    }

    /// Every element under `view` by identifier; of two with one identifier, the first visited.
    static func collect(_ view: View, into found: inout [String: View], isRoot: Bool) {
        visitElements(under: view, isRoot: isRoot) { id, element in
            if found[id] == nil { found[id] = element }
            return false
        }
    }

    /// The element `collect(_:into:isRoot:)` would file under `id`, by a walk that stops there
    /// rather than gathering every element of the screen (a step looks up its element this
    /// way, and a scenario has thousands of steps).
    static func first(_ id: String, in view: View, isRoot: Bool) -> View? {
        var match: View?
        visitElements(under: view, isRoot: isRoot) { found, element in
            guard found == id else { return false }
            match = element
            return true
        }
        return match
    }

    /// The word the snapshot and the errors use for a kind of element.
    public static func kind(of view: View) -> String {
        switch view {
        case is Label: "label"
        case is TextField: "field"
        case is Button: "button"
        case is ImageView: "image"
        case is TableView: "table"
        default: "view"
        }
    }
}
