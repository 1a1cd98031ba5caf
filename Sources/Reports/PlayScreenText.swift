import Harness
import HeadlessUI

/// The screen `workbench play` draws after each step: the title and where the user is, then
/// every visible element by identifier, a table's visible rows under it. Texts are quoted as
/// scenarios write them, so what is drawn can be typed back into an `expect`.
///
///     Search   (search, at 530ms)
///     search.results  table, 2 rows
///       [0] ▣ "Bohemian Rhapsody" · "Queen — A Night at the Opera" · "5:55"
///       [1] □ "Killer Queen" · "Queen" · ""
///     search.status  label "2 songs"
///     search.term  field "queen"
///
/// A row begins with ▣ when it shows artwork and □ when it does not.
public enum PlayScreenText {
    /// The screen after a statement, for a session without a terminal: the statement after
    /// `> `, the screen, and a blank line.
    public static func step(_ statement: String, screen: ShownScreen, at time: Duration) -> String {
        "> " + statement + "\n" + render(screen, at: time) + "\n"
    }

    /// What a terminal shows before anything is launched.
    public static let welcome = """
        Type scenario statements, one a line: given … to set up, launch search | flights, then steps
        (type search.term "queen", wait 330ms, tap search.results[0], back, expect …). A step typed
        first launches the search screen. Ctrl-D ends the session.

        """

    /// The prompt a terminal shows under the screen.
    public static let prompt = "› "

    /// Moves a terminal's cursor home and clears it (ANSI), before a redraw.
    public static let clear = "\u{1B}[H\u{1B}[2J"

    public static func render(_ screen: ShownScreen, at time: Duration) -> String {
        var text = "\(screen.title)   (\(screen.stack.joined(separator: " > ")), at \(time.formattedMilliseconds))\n"
        for element in screen.elements {
            text += element.id + "  " + describe(element.content) + "\n"
            if case let .table(_, _, rows) = element.content {
                for row in rows { text += "  " + describe(row) + "\n" }
            }
        }
        return text
    }

    private static func describe(_ content: ShownElement.Content) -> String {
        switch content {
        case let .label(text): "label " + Snapshot.quoted(text)
        case let .field(text, placeholder):
            "field " + Snapshot.quoted(text) + (text.isEmpty ? placeholder.map { " (placeholder " + Snapshot.quoted($0) + ")" } ?? "" : "")
        case let .button(title, isEnabled): "button " + Snapshot.quoted(title) + (isEnabled ? "" : " (disabled)")
        case let .image(source): "image " + (source.map(Snapshot.quoted) ?? "none")
        case let .table(count, firstVisible, _):
            "table, " + (count == 1 ? "1 row" : "\(count) rows") + (firstVisible > 0 ? ", scrolled to row \(firstVisible)" : "")
        case .other: "view"
        }
    }

    private static func describe(_ row: ShownRow) -> String {
        "[\(row.row)] " + (row.artwork == nil ? "□ " : "▣ ")
            + [row.title, row.subtitle, row.detail].map(Snapshot.quoted).joined(separator: " · ")
    }
}
