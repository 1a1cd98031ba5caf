import Foundation

/// A scrolling list of rows, after `UITableView`, with one section.
///
/// Only the rows inside the viewport exist as cells. Cells leaving the viewport go back to a
/// reuse pool and come out again, through ``dequeueReusableCell(withIdentifier:for:)``, for
/// other rows: so a cell may be asked to show another row while an earlier row's work (an
/// image load, say) is still under way, exactly as on iOS.
@MainActor
open class TableView: View {
    /// Supplies the rows. Held weakly, as in UIKit.
    public weak var dataSource: TableViewDataSource?
    /// Told of selection. Held weakly, as in UIKit.
    public weak var delegate: TableViewDelegate?

    /// The number of rows, as the data source last said.
    public private(set) var numberOfRows = 0
    /// The first row inside the viewport.
    public private(set) var firstVisibleRow = 0
    /// How many rows fit in the viewport.
    public private(set) var viewportRows = Viewport.standard.visibleRows
    /// The selected row, if any.
    public private(set) var indexPathForSelectedRow: IndexPath?

    private var visible: [Int: TableViewCell] = [:]
    private var reusePool: [String: [TableViewCell]] = [:]
    private var registrations: [String: TableViewCell.Type] = [:]
    private var hasLoadedData = false

    public override init() {
        super.init()
    }

    // MARK: - Cells

    /// Tells the table which cell class to create for `identifier` when its pool is empty.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass
    }

    /// A cell from the pool named `identifier`, after ``TableViewCell/prepareForReuse()``,
    /// or a new one of the registered class when the pool is empty.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if var pool = reusePool[identifier], let cell = pool.popLast() {
            reusePool[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registrations[identifier] else {
            preconditionFailure("no cell class registered for reuse identifier \"\(identifier)\"")
        }
        // A cell may write its fields in its own initialiser: those are this table's rows' writes.
        TableViewCell.tableMakingOne = self
        defer { TableViewCell.tableMakingOne = nil }
        return cellClass.init(reuseIdentifier: identifier)
    }

    /// The cell showing the row, or nil when the row is outside the viewport.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        visible[indexPath.row]
    }

    /// The rows inside the viewport.
    public var indexPathsForVisibleRows: [IndexPath] {
        visibleRange.map { IndexPath(row: $0) }
    }

    /// The cells inside the viewport, top to bottom.
    public var visibleCells: [TableViewCell] {
        visibleRange.compactMap { visible[$0] }
    }

    /// How many cells wait in the reuse pools; for tests of reuse.
    public var pooledCellCount: Int {
        reusePool.values.reduce(0) { $0 + $1.count }
    }

    /// The cells waiting in the reuse pools, in a stable order.
    var reusableCells: [TableViewCell] {
        reusePool.keys.sorted().flatMap { reusePool[$0]! }
    }

    // MARK: - Reloading

    /// Asks the data source again for the number of rows and for every visible cell,
    /// and clears the selection, as UIKit does.
    public func reloadData() {
        UIWork.total.fullReloads += 1
        hasLoadedData = true
        indexPathForSelectedRow = nil
        numberOfRows = max(0, dataSource?.tableView(self, numberOfRowsInSection: 0) ?? 0)
        firstVisibleRow = clampedFirstRow(firstVisibleRow)
        for row in visible.keys.sorted() { recycle(row: row) }
        materialiseVisibleRows()
    }

    /// Asks the data source again for the cells of these rows, where they are visible.
    /// The number of rows must not have changed; if it has, the whole table reloads.
    public func reloadRows(at indexPaths: [IndexPath]) {
        let count = dataSource?.tableView(self, numberOfRowsInSection: 0) ?? 0
        guard count == numberOfRows else { return reloadData() }
        UIWork.total.partialReloads += 1
        for row in Set(indexPaths.map(\.row)).sorted() where visible[row] != nil {
            recycle(row: row)
            materialise(row: row)
        }
    }

    // MARK: - Scrolling and selection

    /// Scrolls so that `row` is the first visible row, as far as the rows allow.
    public func scrollToRow(at indexPath: IndexPath) {
        setFirstVisibleRow(indexPath.row)
    }

    /// Scrolls back to the first row, as UIKit's `setContentOffset(.zero, animated: false)`.
    public func scrollToTop() {
        setFirstVisibleRow(0)
    }

    /// Selects the row, without telling the delegate (as UIKit's `selectRow`).
    public func selectRow(at indexPath: IndexPath?) {
        indexPathForSelectedRow = indexPath
    }

    /// Removes the selection from the row if it is selected.
    public func deselectRow(at indexPath: IndexPath) {
        if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
    }

    /// Selects a visible row as the user's tap would, and tells the delegate.
    public func userSelectRow(at indexPath: IndexPath) {
        indexPathForSelectedRow = indexPath
        delegate?.tableView(self, didSelectRowAt: indexPath)
    }

    /// Fits the rows to the viewport. The first layout of a table that was never loaded
    /// loads it, as UIKit's does, so a data source set in `viewDidLoad` is asked without an
    /// explicit ``reloadData()``.
    open override func layout(in viewport: Viewport) {
        super.layout(in: viewport)
        let resized = viewport.visibleRows != viewportRows
        viewportRows = viewport.visibleRows
        if !hasLoadedData {
            reloadData()
        } else if resized {
            setFirstVisibleRow(firstVisibleRow)
        }
    }

    // MARK: - Private

    private var visibleRange: Range<Int> {
        firstVisibleRow..<min(numberOfRows, firstVisibleRow + viewportRows)
    }

    private func clampedFirstRow(_ row: Int) -> Int {
        max(0, min(row, numberOfRows - viewportRows))
    }

    /// Moves the viewport, recycling the cells that leave it and asking for the rows that
    /// enter it; rows that stay keep their cells untouched.
    private func setFirstVisibleRow(_ row: Int) {
        firstVisibleRow = clampedFirstRow(row)
        let range = visibleRange
        for row in visible.keys.sorted() where !range.contains(row) { recycle(row: row) }
        materialiseVisibleRows()
    }

    private func materialiseVisibleRows() {
        for row in visibleRange where visible[row] == nil { materialise(row: row) }
    }

    private func materialise(row: Int) {
        guard let dataSource else { return }
        UIWork.total.cellsConfigured += 1
        let cell = dataSource.tableView(self, cellForRowAt: IndexPath(row: row))
        cell.table = self
        visible[row] = cell
        addSubview(cell)
    }

    private func recycle(row: Int) {
        guard let cell = visible.removeValue(forKey: row) else { return }
        cell.removeFromSuperview()
        reusePool[cell.reuseIdentifier, default: []].append(cell)
    }
}
