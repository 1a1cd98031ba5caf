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
    ///
    /// Every step of every run is rendered, so the text is appended to in place rather than
    /// made of interpolated lines joined at the end: an unoptimised build does far less work.
    public static func render(driver: Driver) -> String {
        var text = "screen " + driver.topScreenID + " " + quoted(driver.topViewController?.title ?? "")
        text += "   stack: " + driver.stack.joined(separator: " > ") + "\n"
        let elements = driver.elements()
        for id in elements.keys.sorted() {
            render(id: id, view: elements[id]!, into: &text)
        }
        return text
    }

    private static func render(id: String, view: View, into text: inout String) {
        text += id
        switch view {
        case let label as Label:
            text += "  label " + quoted(label.text ?? "")
        case let field as TextField:
            text += "  field " + quoted(field.text)
            if let placeholder = field.placeholder { text += " placeholder=" + quoted(placeholder) }
        case let button as Button:
            text += "  button " + quoted(button.title ?? "")
            if !button.isEnabled { text += " disabled" }
        case let imageView as ImageView:
            text += "  image " + (imageView.image.map { quoted($0.source) } ?? "none")
        case let table as TableView:
            render(table: table, into: &text)
            return
        default:
            text += "  view"
        }
        text += "\n"
    }

    private static func render(table: TableView, into text: inout String) {
        text += "  table count=" + String(table.numberOfRows) + " first=" + String(table.firstVisibleRow)
        if let selected = table.indexPathForSelectedRow { text += " selected=" + String(selected.row) }
        text += "\n"
        for indexPath in table.indexPathsForVisibleRows {
            text += "  [" + String(indexPath.row) + "] "
            if let cell = table.cellForRow(at: indexPath) {
                appendRowText(cell, to: &text)
                text += "\n"
            } else {
                text += "missing\n"
            }
        }
    }

    /// The four fields of a row, as `expect ID[N].field` reads them.
    public static func rowText(_ cell: TableViewCell) -> String {
        var text = ""
        appendRowText(cell, to: &text)
        return text
    }

    private static func appendRowText(_ cell: TableViewCell, to text: inout String) {
        text += "title=" + quoted(cell.titleLabel.text ?? "")
        text += " subtitle=" + quoted(cell.subtitleLabel.text ?? "")
        text += " detail=" + quoted(cell.detailLabel.text ?? "")
        text += " artwork=" + (cell.artworkView.image.map { quoted($0.source) } ?? "none")
    }

    /// A string in double quotes, with `"`, `\` and control characters escaped as scenarios write them.
    /// Every character that could end a line (C0 and C1 controls, U+2028, U+2029) is escaped,
    /// so one element is always one line. It reads no widget, so any actor may quote: the
    /// reports word what a scenario expected with it.
    nonisolated public static func quoted(_ text: String) -> String {
        // Most texts have nothing to escape: they are written whole rather than scalar by scalar.
        guard !isPlainASCII(text), text.unicodeScalars.contains(where: { $0 == "\"" || $0 == "\\" || needsEscape($0) })
        else { return "\"" + text + "\"" }
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

    /// Whether every byte of `text` is printable ASCII other than `"` and `\`: nothing to
    /// escape, found in one loop over the bytes that calls no function per byte, which an
    /// unoptimised build would.
    nonisolated private static func isPlainASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let start = bytes.baseAddress else { return true }
            let count = bytes.count
            var offset = 0
            while offset < count {
                let byte = start[offset]
                // Below space, DEL and beyond, `"` and `\`.
                if byte < 0x20 || byte >= 0x7F || byte == 0x22 || byte == 0x5C { return false }
                offset += 1
            }
            return true
        }
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
