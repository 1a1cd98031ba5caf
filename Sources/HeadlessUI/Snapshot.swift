/// The canonical text of a screen (SPEC §5): a header line, then every visible element sorted
/// by identifier, one line each, with a table's visible rows indented below it.
///
///     screen search "Search"   stack: search
///     search.results  table count=3 first=0
///       [0] title="Hey Jude" subtitle="The Beatles — Hey Jude" detail="7:11" artwork="https://…"
///     search.status  label "3 songs"
///     search.term  field "hey jude" placeholder="Search songs"
@MainActor
public enum Snapshot {
    /// Renders the top screen of the driver's window.
    public static func render(driver: Driver) -> String {
        let title = driver.topViewController?.title ?? ""
        var lines = ["screen \(driver.topScreenID) \(quoted(title))   stack: \(driver.stack.joined(separator: " > "))"]
        let elements = driver.elements()
        for id in elements.keys.sorted() {
            lines.append(contentsOf: render(id: id, view: elements[id]!))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func render(id: String, view: View) -> [String] {
        switch view {
        case let label as Label:
            return ["\(id)  label \(quoted(label.text ?? ""))"]
        case let field as TextField:
            let placeholder = field.placeholder.map { " placeholder=\(quoted($0))" } ?? ""
            return ["\(id)  field \(quoted(field.text))\(placeholder)"]
        case let button as Button:
            return ["\(id)  button \(quoted(button.title ?? ""))\(button.isEnabled ? "" : " disabled")"]
        case let imageView as ImageView:
            return ["\(id)  image \(imageView.image.map { quoted($0.source) } ?? "none")"]
        case let table as TableView:
            return render(id: id, table: table)
        default:
            return ["\(id)  view"]
        }
    }

    private static func render(id: String, table: TableView) -> [String] {
        let selection = table.indexPathForSelectedRow.map { " selected=\($0.row)" } ?? ""
        var lines = ["\(id)  table count=\(table.numberOfRows) first=\(table.firstVisibleRow)\(selection)"]
        for indexPath in table.indexPathsForVisibleRows {
            guard let cell = table.cellForRow(at: indexPath) else {
                lines.append("  [\(indexPath.row)] missing")
                continue
            }
            lines.append("  [\(indexPath.row)] \(rowText(cell))")
        }
        return lines
    }

    /// The four fields of a row, as `expect ID[N].field` reads them.
    public static func rowText(_ cell: TableViewCell) -> String {
        let artwork = cell.artworkView.image.map { quoted($0.source) } ?? "none"
        return "title=\(quoted(cell.titleLabel.text ?? "")) subtitle=\(quoted(cell.subtitleLabel.text ?? "")) detail=\(quoted(cell.detailLabel.text ?? "")) artwork=\(artwork)"
    }

    /// A string in double quotes, with `"`, `\` and control characters escaped as scenarios write them.
    /// Every character that could end a line (C0 and C1 controls, U+2028, U+2029) is escaped,
    /// so one element is always one line. It reads no widget, so any actor may quote: the
    /// reports word what a scenario expected with it.
    nonisolated public static func quoted(_ text: String) -> String {
        // Most texts have nothing to escape: they are written whole rather than scalar by scalar.
        guard text.unicodeScalars.contains(where: { $0 == "\"" || $0 == "\\" || needsEscape($0) }) else { return "\"" + text + "\"" }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where Self.needsEscape(scalar):
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    nonisolated private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        // Printable ASCII, most of every snapshot, needs no look-up of Unicode properties.
        if (0x20..<0x7F).contains(scalar.value) { return false }
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
