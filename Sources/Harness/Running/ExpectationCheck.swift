import HeadlessUI
import ScenarioLanguage

/// Checks `expect` statements against what the user would see, through the driver only.
@MainActor
enum ExpectationCheck {
    /// Nil when the expectation holds; otherwise what was found instead.
    static func found(for expectation: Expectation, in world: World) -> FoundValue? {
        let driver = world.driver
        do {
            switch expectation {
            case let .screen(id):
                return driver.topScreenID == id ? nil : .screen(driver.topScreenID)
            case let .text(id, expected):
                let found = try shownText(of: id, driver: driver)
                return found == expected ? nil : .text(found)
            case let .count(id, expected):
                let found = try driver.table(id).numberOfRows
                return found == expected ? nil : .count(found)
            case let .row(id, row, field, expected):
                let found = value(of: field, in: try driver.cell(id, row: row))
                return found == expected ? nil : .rowField(found)
            case let .absent(id):
                return driver.elements()[id].map { .shownElement(kind: Driver.kind(of: $0)) }
            case let .requests(kind, expected):
                let found = world.requestCount(kind)
                return found == expected ? nil : .requests(found)
            }
        } catch {
            return .unreadable(error)
        }
    }

    /// A label's or field's text, a button's title, an image's source ("" for none).
    private static func shownText(of id: String, driver: Driver) throws(DriverError) -> String {
        if let imageView = try driver.element(id) as? ImageView { return imageView.image?.source ?? "" }
        return try driver.text(of: id)
    }

    private static func value(of field: RowField, in cell: TableViewCell) -> String? {
        switch field {
        case .title: cell.titleLabel.text ?? ""
        case .subtitle: cell.subtitleLabel.text ?? ""
        case .detail: cell.detailLabel.text ?? ""
        case .artwork: cell.artworkView.image?.source
        }
    }
}
