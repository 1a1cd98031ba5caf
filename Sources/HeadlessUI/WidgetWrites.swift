/// ``UIWork/writes`` by the widget they went to, so that a cost can be the writes of the
/// widgets a piece of work touches rather than of the whole screen.
///
/// A widget is named by its accessibility identifier (`search.status`). The rows of a table
/// are one widget per field, whichever row: `search.results[].title`, `search.results[].artwork`
/// (and `search.results[]` for the cell itself). Every screen's navigation title is `#title`.
/// A view with no identifier of its own counts as the nearest identified view around it.
public struct WidgetWrites: Equatable, Sendable {
    /// The writes to one widget.
    public struct Tally: Equatable, Sendable, Codable {
        public var writes = 0
        /// The writes that set a property to the value it already had.
        public var equalWrites = 0

        public init(writes: Int = 0, equalWrites: Int = 0) {
            self.writes = writes
            self.equalWrites = equalWrites
        }

        mutating func add(unchanged: Bool) {
            writes += 1
            if unchanged { equalWrites += 1 }
        }

        /// Adds another tally's writes to this one's.
        public mutating func add(_ other: Tally) {
            writes += other.writes
            equalWrites += other.equalWrites
        }
    }

    /// The writes so far, by widget name.
    public private(set) var tallies: [String: Tally] = [:]

    public init() {}

    /// Every write since the program started; the widgets add to it as they are written.
    @MainActor public static var total = WidgetWrites()

    mutating func count(to widget: String, unchanged: Bool) {
        tallies[widget, default: Tally()].add(unchanged: unchanged)
    }

    /// Whether the name `outer` covers the widget named `widget`: the same widget, or a part of
    /// it (`card` covers `card.status`; `search.results[]` every field of the table's rows).
    public static func name(_ outer: String, covers widget: String) -> Bool {
        guard widget.hasPrefix(outer) else { return false }
        let rest = widget.dropFirst(outer.count)
        return rest.isEmpty || [".", "["].contains(rest.prefix(1))
    }

    /// The group a widget's writes are told in: a table's rows (`search.results[]`), the
    /// screens' titles (`#title`), or else the widgets of one screen (`card` for `card.route`).
    public static func group(of widget: String) -> String {
        if let rows = widget.range(of: "[]") { return String(widget[..<rows.upperBound]) }
        return widget.hasPrefix("#") ? widget : String(widget.prefix { $0 != "." })
    }

    /// The writes since the reading `earlier`, by widget, leaving out the widgets not written since.
    public func since(_ earlier: WidgetWrites) -> [String: Tally] {
        var difference: [String: Tally] = [:]
        for (widget, tally) in tallies {
            let before = earlier.tallies[widget] ?? Tally()
            guard tally.writes != before.writes else { continue }
            difference[widget] = Tally(writes: tally.writes - before.writes, equalWrites: tally.equalWrites - before.equalWrites)
        }
        return difference
    }
}
