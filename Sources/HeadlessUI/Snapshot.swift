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
        var text = "screen " + driver.topScreenID + " "
        appendQuoted(driver.topViewController?.title ?? "", to: &text)
        text += "   stack: "
        text += driver.stack.joined(separator: " > ")
        text += "\n"
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
            text += "  label "
            appendQuoted(label.text ?? "", to: &text)
        case let field as TextField:
            text += "  field "
            appendQuoted(field.text, to: &text)
            if let placeholder = field.placeholder {
                text += " placeholder="
                appendQuoted(placeholder, to: &text)
            }
        case let button as Button:
            text += "  button "
            appendQuoted(button.title ?? "", to: &text)
            if !button.isEnabled { text += " disabled" }
        case let imageView as ImageView:
            text += "  image "
            appendQuotedOrNone(imageView.image?.source, to: &text)
        case let table as TableView:
            render(table: table, into: &text)
            return
        default:
            text += "  view"
        }
        text += "\n"
    }

    private static func render(table: TableView, into text: inout String) {
        text += "  table count="
        text += String(table.numberOfRows)
        text += " first="
        text += String(table.firstVisibleRow)
        if let selected = table.indexPathForSelectedRow {
            text += " selected="
            text += String(selected.row)
        }
        text += "\n"
        for indexPath in table.indexPathsForVisibleRows {
            text += "  ["
            text += String(indexPath.row)
            text += "] "
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
        text += "title="
        appendQuoted(cell.titleLabel.text ?? "", to: &text)
        text += " subtitle="
        appendQuoted(cell.subtitleLabel.text ?? "", to: &text)
        text += " detail="
        appendQuoted(cell.detailLabel.text ?? "", to: &text)
        text += " artwork="
        appendQuotedOrNone(cell.artworkView.image?.source, to: &text)
    }

    nonisolated private static func appendQuotedOrNone(_ field: String?, to text: inout String) {
        if let field { appendQuoted(field, to: &text) } else { text += "none" }
    }

    /// A string in double quotes, with `"`, `\` and control characters escaped as scenarios write them.
    /// Every character that could end a line (C0 and C1 controls, U+2028, U+2029) is escaped,
    /// so one element is always one line. It reads no widget, so any actor may quote: the
    /// reports word what a scenario expected with it.
    nonisolated public static func quoted(_ text: String) -> String {
        var result = ""
        appendQuoted(text, to: &result)
        return result
    }

    /// ``quoted(_:)`` appended in place, never made apart and joined: a snapshot is rendered
    /// after every step, and joining makes a string for every field of every row.
    nonisolated private static func appendQuoted(_ field: String, to text: inout String) {
        text += "\""
        // Most texts have nothing to escape: they are written whole rather than scalar by scalar.
        if hasNothingToEscape(field) {
            text += field
        } else {
            for scalar in field.unicodeScalars {
                switch scalar {
                case "\"": text += "\\\""
                case "\\": text += "\\\\"
                case "\n": text += "\\n"
                case "\t": text += "\\t"
                case _ where needsEscape(scalar):
                    text += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                default: text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }

    /// Whether `text` has nothing to escape: no `"`, `\`, C0 or C1 control, DEL, U+2028 or
    /// U+2029, found in one loop over its UTF-8 that calls no function per byte, which an
    /// unoptimised build would. Of the scalars outside ASCII only those four encodings need
    /// escaping: the C1 controls are `C2 80`–`C2 9F`, the separators `E2 80 A8` and `E2 80 A9`.
    nonisolated private static func hasNothingToEscape(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let start = bytes.baseAddress else { return true }
            let count = bytes.count
            var offset = 0
            while offset < count {
                let byte = start[offset]
                if byte < 0x20 || byte == 0x7F || byte == 0x22 || byte == 0x5C { return false }
                if byte == 0xC2, offset + 1 < count, start[offset + 1] < 0xA0 { return false }
                if byte == 0xE2, offset + 2 < count, start[offset + 1] == 0x80, start[offset + 2] == 0xA8 || start[offset + 2] == 0xA9 {
                    return false
                }
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
