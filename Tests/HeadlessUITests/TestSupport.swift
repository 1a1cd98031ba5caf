import Foundation
import HeadlessUI

// Small test-only widgets and doubles shared by the HeadlessUI tests.

// MARK: - Lifecycle recording

/// The lifecycle calls of several screens, in the order they happened.
@MainActor
final class LifecycleLog {
    private(set) var entries: [String] = []

    func record(_ entry: String) {
        entries.append(entry)
    }

    /// The entries so far, leaving the log empty.
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// A screen that writes every lifecycle call to a log as `name.call`.
@MainActor
final class RecordingViewController: ViewController {
    let name: String
    let log: LifecycleLog
    /// The `animated` flag of every appearance call, in order.
    private(set) var animatedFlags: [Bool] = []

    init(_ name: String, log: LifecycleLog) {
        self.name = name
        self.log = log
        super.init()
        title = name
    }

    override func loadView() {
        log.record("\(name).loadView")
        let root = View()
        root.accessibilityIdentifier = name
        view = root
    }

    override func viewDidLoad() {
        log.record("\(name).viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        log.record("\(name).viewWillAppear")
        animatedFlags.append(animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        log.record("\(name).viewDidAppear")
        animatedFlags.append(animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        log.record("\(name).viewWillDisappear")
        animatedFlags.append(animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        log.record("\(name).viewDidDisappear")
        animatedFlags.append(animated)
    }
}

// MARK: - Screens built from a closure

/// A screen whose root view has the screen's identifier and whose content `build` adds.
@MainActor
final class ScreenViewController: ViewController {
    let screenID: String
    private let build: @MainActor (View) -> Void

    init(_ screenID: String, title: String? = nil, build: @escaping @MainActor (View) -> Void = { _ in }) {
        self.screenID = screenID
        self.build = build
        super.init()
        self.title = title
    }

    override func loadView() {
        let root = View()
        root.accessibilityIdentifier = screenID
        build(root)
        view = root
    }
}

extension View {
    /// Adds `view` with an identifier and returns it, so a screen reads as a list of widgets.
    @discardableResult
    func add<Widget: View>(_ view: Widget, id: String?) -> Widget {
        view.accessibilityIdentifier = id
        addSubview(view)
        return view
    }
}

/// A driver on a visible window whose stack holds `screens`, root first.
@MainActor
func makeDriver(_ screens: ViewController..., viewport: Viewport = .standard) -> Driver {
    let navigation = NavigationController(rootViewController: screens[0])
    for screen in screens.dropFirst() {
        navigation.pushViewController(screen, animated: false)
    }
    let window = Window(rootViewController: navigation, viewport: viewport)
    window.makeKeyAndVisible()
    return Driver(window: window)
}

// MARK: - Tables

/// A cell that counts how often it was prepared for reuse.
@MainActor
final class RecordingCell: TableViewCell {
    private(set) var prepareForReuseCount = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        prepareForReuseCount += 1
    }
}

/// A data source and delegate that counts what the table asks and tells it.
@MainActor
final class CountingDataSource: TableViewDataSource, TableViewDelegate {
    static let reuseIdentifier = "row"

    /// The number of rows the table is told there are.
    var rowCount: Int
    /// Configures a dequeued cell for a row; by default the title is `Row N`.
    var configure: @MainActor (TableViewCell, Int) -> Void = { cell, row in
        cell.titleLabel.text = "Row \(row)"
    }

    /// The rows the table asked cells for, in order.
    private(set) var askedRows: [Int] = []
    /// How often the table asked for the number of rows.
    private(set) var rowCountRequests = 0
    /// Every distinct cell handed to the table, in order of first use.
    private(set) var distinctCells: [TableViewCell] = []
    /// The rows the delegate was told were selected, in order.
    private(set) var selectedRows: [Int] = []

    init(rowCount: Int) {
        self.rowCount = rowCount
    }

    /// The rows asked for so far, leaving the record empty.
    func takeAskedRows() -> [Int] {
        defer { askedRows = [] }
        return askedRows
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        rowCountRequests += 1
        return rowCount
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        askedRows.append(indexPath.row)
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
        if !distinctCells.contains(where: { $0 === cell }) { distinctCells.append(cell) }
        configure(cell, indexPath.row)
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selectedRows.append(indexPath.row)
    }
}

/// A table that also keeps its data source alive, which `TableView` holds weakly as UIKit's
/// does, so a test may drop the data source it does not look at.
@MainActor
final class OwningTableView: TableView {
    var ownedDataSource: AnyObject?
}

/// A table wired to a counting data source and laid out in `visibleRows` rows, which loads it.
@MainActor
func makeTable(rows: Int, visibleRows: Int = 10) -> (table: TableView, dataSource: CountingDataSource) {
    let dataSource = CountingDataSource(rowCount: rows)
    let table = OwningTableView()
    table.ownedDataSource = dataSource
    table.register(RecordingCell.self, forCellReuseIdentifier: CountingDataSource.reuseIdentifier)
    table.dataSource = dataSource
    table.delegate = dataSource
    table.layout(in: Viewport(visibleRows: visibleRows))
    return (table, dataSource)
}
