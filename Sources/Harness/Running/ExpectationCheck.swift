import HeadlessUI
import ScenarioLanguage

/// Checks `expect` statements against what the user would see, through the driver only.
@MainActor
enum ExpectationCheck {
    /// Nil when the expectation holds; otherwise what was expected and what was found.
    static func failure(of expectation: Expectation, in world: World) -> String? {
        let driver = world.driver
        do {
            switch expectation {
            case let .screen(id):
                return driver.topScreenID == id ? nil : "expected screen \"\(id)\", found screen \"\(driver.topScreenID)\""
            case let .text(id, expected):
                let found = try shownText(of: id, driver: driver)
                return found == expected ? nil : "expected \(id) \(Snapshot.quoted(expected)), found \(Snapshot.quoted(found))"
            case let .count(id, expected):
                let found = try driver.table(id).numberOfRows
                return found == expected ? nil : "expected \(id) count \(expected), found \(found)"
            case let .row(id, row, field, expected):
                let cell = try driver.cell(id, row: row)
                let found = value(of: field, in: cell)
                return found == expected ? nil : "expected \(id)[\(row)].\(field.rawValue) \(shown(expected)), found \(shown(found))"
            case let .absent(id):
                guard let view = driver.elements()[id] else { return nil }
                return "expected no \(id), but it is shown: \(Driver.kind(of: view))"
            case let .requests(kind, expected):
                let found = world.requestCount(kind)
                return found == expected ? nil : "expected \(expected) \(kind.rawValue) request\(expected == 1 ? "" : "s"), found \(found)"
            }
        } catch {
            return error.description
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

    private static func shown(_ value: String?) -> String {
        value.map(Snapshot.quoted) ?? "none"
    }
}
