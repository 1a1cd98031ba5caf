import HeadlessUI

/// What the top screen shows, as data: what `workbench play` draws, and what a recorded
/// session expects at its end. Read through the driver, as a user sees it: visible elements
/// only, sorted by identifier, and a table's visible rows.
public struct ShownScreen: Sendable, Equatable {
    /// The top screen's id (`search`) and title (`Search`).
    public let id: String
    public let title: String
    /// The screens on the navigation stack, the first one first.
    public let stack: [String]
    public let elements: [ShownElement]

    public init(id: String, title: String, stack: [String], elements: [ShownElement]) {
        self.id = id
        self.title = title
        self.stack = stack
        self.elements = elements
    }

    /// The top screen of the driver's window.
    @MainActor
    init(driver: Driver) {
        let found = driver.elements()
        self.init(id: driver.topScreenID, title: driver.topViewController?.title ?? "", stack: driver.stack,
                  elements: found.keys.sorted().map { ShownElement(id: $0, content: .init(found[$0]!)) })
    }
}

/// One visible element with its identifier.
public struct ShownElement: Sendable, Equatable {
    public let id: String
    public let content: Content

    public init(id: String, content: Content) {
        self.id = id
        self.content = content
    }

    /// What an element shows, by its kind.
    public enum Content: Sendable, Equatable {
        case label(String)
        case field(text: String, placeholder: String?)
        case button(title: String, isEnabled: Bool)
        /// An image's source; nil when it shows none.
        case image(String?)
        /// A table: its rows, the first visible one, and the visible rows themselves.
        case table(count: Int, firstVisible: Int, rows: [ShownRow])
        /// A view that shows nothing of its own.
        case other

        @MainActor
        init(_ view: View) {
            switch view {
            case let label as Label: self = .label(label.text ?? "")
            case let field as TextField: self = .field(text: field.text, placeholder: field.placeholder)
            case let button as Button: self = .button(title: button.title ?? "", isEnabled: button.isEnabled)
            case let imageView as ImageView: self = .image(imageView.image?.source)
            case let table as TableView:
                let rows = table.indexPathsForVisibleRows.compactMap { indexPath in
                    table.cellForRow(at: indexPath).map { ShownRow(row: indexPath.row, cell: $0) }
                }
                self = .table(count: table.numberOfRows, firstVisible: table.firstVisibleRow, rows: rows)
            default: self = .other
            }
        }
    }
}

/// One visible row of a table: the four fields `expect ID[N].FIELD` reads.
public struct ShownRow: Sendable, Equatable {
    public let row: Int
    public let title: String
    public let subtitle: String
    public let detail: String
    /// The artwork's source; nil when the row shows none.
    public let artwork: String?

    public init(row: Int, title: String, subtitle: String, detail: String, artwork: String?) {
        self.row = row
        self.title = title
        self.subtitle = subtitle
        self.detail = detail
        self.artwork = artwork
    }

    @MainActor
    init(row: Int, cell: TableViewCell) {
        self.init(row: row, title: cell.titleLabel.text ?? "", subtitle: cell.subtitleLabel.text ?? "",
                  detail: cell.detailLabel.text ?? "", artwork: cell.artworkView.image?.source)
    }
}
