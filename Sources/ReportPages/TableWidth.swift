/// How wide a box a table needs, told from its text. The page's tables wrap at spaces, after a
/// hyphen or a dash, at `<wbr>` and at `<br>`, and nowhere else, so a column is as wide as its
/// widest run of characters without a break (a word, a number, a path between its `/`), plus
/// the cell's padding. The widths are those of the widest fonts the page may get (DejaVu Sans
/// for text, any monospace for code), so the estimate errs wide: a table that would just fit
/// turns into cards a little early, never stays a table too wide for its box. The browser check
/// (`.ci/check-report.py`) lays the page out at 1,400 and 800 px and on A4 paper, and fails on
/// any column out of view.
enum TableWidth {
    /// The widest box a table has: the page's 1,200 px less its padding and a scrollbar. A
    /// wider table is split into groups of columns, each under the same row headers.
    static let widestBox = 1150
    /// The width of an A4 page's text, 190 mm at 96 px an inch: a table of measures (a column
    /// each) is split into groups of columns that fit it, since cards would scatter a measure.
    static let paperBox = 718
    /// The box widths the stylesheet has card rules for, in px: a table takes the narrowest
    /// that holds it (`cards-below-900`), and becomes cards in any box narrower.
    static let steps = Array(stride(from: 400, to: widestBox, by: 100)) + [widestBox]

    /// A cell's padding (.5rem each side) and border.
    static let cellPadding = 17.0
    /// The tables' text and code sizes in px (.9rem and .85rem).
    static let textSize = 14.4, codeSize = 13.6

    /// `cards-below-900` for a table that needs a box of 801 to 900 px; `cards-always` for one
    /// wider than the widest box (a single column too wide for it, since wider tables split).
    static func cardClass(_ columns: [Double]) -> String {
        let needed = columns.reduce(0, +)
        return steps.first { Double($0) >= needed }.map { "cards-below-\($0)" } ?? "cards-always"
    }

    /// Each column's narrowest width in px: its widest unbreakable run, in its header (plain
    /// text) or any of its cells (HTML).
    static func columnWidths(header: [String], rows: [[String]]) -> [Double] {
        let count = max(header.count, rows.map(\.count).max() ?? 0)
        return (0..<count).map { column in
            let title = column < header.count ? width(ofWidest: ReportHTML.escape(header[column])) : 0
            let cells = rows.compactMap { $0.indices.contains(column) ? width(ofWidest: $0[column]) : nil }
            return max(title, cells.max() ?? 0) + cellPadding
        }
    }

    /// The groups of columns (by index, the row headers' column 0 left out, as each group
    /// repeats it) that each fit `box` px: as few groups as can be, and of them the most even,
    /// the widest group as narrow as it can be. A column too wide for any box is a group alone.
    static func columnGroups(_ columns: [Double], fitting box: Int) -> [[Int]] {
        let fewest = groups(columns, upTo: Double(box)).count
        // The narrowest whole limit that makes no more groups. Filled in turn, a narrower limit
        // never makes fewer groups, so it is found by halving rather than a pixel at a time.
        var (narrow, wide) = (1, box)
        while narrow < wide {
            let middle = (narrow + wide) / 2
            if groups(columns, upTo: Double(middle)).count == fewest { wide = middle } else { narrow = middle + 1 }
        }
        return groups(columns, upTo: Double(wide))
    }

    /// The columns after the first, in order, each group filled while the row headers and its
    /// columns fit `limit` px.
    private static func groups(_ columns: [Double], upTo limit: Double) -> [[Int]] {
        guard let rowHeaders = columns.first else { return [] }
        var groups: [[Int]] = []
        var current: [Int] = [], width = rowHeaders
        for column in columns.indices.dropFirst() {
            if !current.isEmpty, width + columns[column] > limit {
                groups.append(current)
                (current, width) = ([], rowHeaders)
            }
            current.append(column)
            width += columns[column]
        }
        return groups + (current.isEmpty && !groups.isEmpty ? [] : [current])
    }

    // MARK: - Text

    /// The width in px of the widest unbreakable run of `html`.
    static func width(ofWidest html: String) -> Double {
        byteWidth(ofWidest: html) ?? characterWidth(ofWidest: html)
    }

    /// ``width(ofWidest:)`` for any text, read as its characters and tags.
    static func characterWidth(ofWidest html: String) -> Double {
        runs(html).map { run in run.characters.map { width(of: $0, code: run.isCode) }.reduce(0, +) }.max() ?? 0
    }

    /// A character's width in px, as DejaVu Sans draws it in bold (headers are bold) or a
    /// little wider: narrow letters, wide letters, the rest of the lower case, capitals, digits,
    /// punctuation; any other character (a symbol, a dash) as wide as the widest. Code is
    /// monospace, .6 em a character.
    static func width(of character: Character, code: Bool) -> Double {
        if code { return 0.6 * codeSize }
        let em: Double = if "fijlrt".contains(character) { 0.5 } else if "mw".contains(character) { 1.05 }
            else if character.isLowercase { 0.72 } else if character.isUppercase { 0.86 } else if character.isNumber { 0.7 }
            else if ".,:;'’!|()[]".contains(character) { 0.42 } else { 0.9 }
        return em * textSize
    }

    /// A run of characters that cannot break, and whether it is code (inside `<code>`).
    struct Run: Equatable {
        var characters: [Character] = []
        var isCode = false
    }

    /// The runs of text in `html` that cannot break: split at white space, `<wbr>` and `<br>`,
    /// and after a hyphen that a digit does not follow or after a dash; tags left out, an
    /// entity one character (a placeholder, as wide as a capital).
    static func runs(_ html: String) -> [Run] {
        var runs: [Run] = []
        var current = Run()
        var codeDepth = 0
        func breakHere() {
            if !current.characters.isEmpty { runs.append(current) }
            current = Run(isCode: codeDepth > 0)
        }
        let tokens = tokens(html)
        for (index, token) in tokens.enumerated() {
            switch token {
            case let .text(character) where character.isWhitespace:
                breakHere()
            case let .text(character):
                current.characters.append(character)
                current.isCode = current.isCode || codeDepth > 0
                let next: Character? = if index + 1 < tokens.count, case let .text(after) = tokens[index + 1] { after } else { nil }
                if character == "–" || character == "—" || character == "-" && next?.isNumber != true { breakHere() }
            case .tag("wbr"), .tag("br"):
                breakHere()
            case .tag("code"):
                codeDepth += 1
                current.isCode = true
            case .tag("/code"):
                codeDepth = max(0, codeDepth - 1)
            case .tag:
                break
            }
        }
        breakHere()
        return runs
    }

    private enum Token: Equatable {
        case text(Character)
        case tag(String)
    }

    /// `html` as characters and tags (by lower-case name, `/a` for a closing one). An entity is
    /// one character, `W`, a placeholder as wide as a capital.
    private static func tokens(_ html: String) -> [Token] {
        var tokens: [Token] = []
        var index = html.startIndex
        while index < html.endIndex {
            let character = html[index]
            if character == "<", let close = html[index...].firstIndex(of: ">") {
                let name = html[html.index(after: index)..<close].prefix { !$0.isWhitespace }
                tokens.append(.tag(String(name.hasSuffix("/") ? name.dropLast() : name).lowercased()))
                index = html.index(after: close)
            } else if character == "&", let end = html[index...].prefix(10).firstIndex(of: ";") {
                tokens.append(.text("W"))
                index = html.index(after: end)
            } else {
                tokens.append(.text(character))
                index = html.index(after: index)
            }
        }
        return tokens
    }
}
