import ScenarioLanguage

extension ShownScreen {
    /// The `expect` statements that hold for this screen and say all it shows: its id, every
    /// text, every table's row count and the fields of its visible rows. A recorded session
    /// ends with them, so that a replay checks it ends where the session did.
    public var expectations: [Expectation] {
        [.screen(id)] + elements.flatMap { element -> [Expectation] in
            switch element.content {
            case let .label(text): [.text(element: element.id, text)]
            case let .field(text, _): [.text(element: element.id, text)]
            case let .button(title, _): [.text(element: element.id, title)]
            case let .image(source): [.text(element: element.id, source ?? "")]
            case let .table(count, _, rows): [.count(element: element.id, count)] + rows.flatMap { Self.expectations(of: $0, in: element.id) }
            case .other: []
            }
        }
    }

    private static func expectations(of row: ShownRow, in table: String) -> [Expectation] {
        [.row(element: table, row: row.row, field: .title, row.title),
         .row(element: table, row: row.row, field: .subtitle, row.subtitle),
         .row(element: table, row: row.row, field: .detail, row.detail),
         .row(element: table, row: row.row, field: .artwork, row.artwork)]
    }
}
