/// A concern of the app that every architecture implements somewhere, shown side by side in
/// the report: where the code is, what it says, and what it costs.
public struct Concern: Sendable, Equatable, Codable {
    /// A stable id for anchors and JSON: `debounce`.
    public let id: String
    /// The heading: "Debounce".
    public let title: String
    /// What the concern is, in a sentence a reader new to it understands.
    public let what: String
    /// The marker the architectures carry where the concern's code is: `// MARK: - Debounce`.
    public let marker: String
    /// The tag of the scenarios that exercise the concern: their work is the concern's cost.
    public let tag: String
    /// An operation of the timing suite that stresses the concern, when one does.
    public let operation: String?

    /// The six concerns of the report, in reading order.
    public static let all: [Concern] = [
        Concern(id: "debounce", title: "Debounce",
                what: "Typing restarts a 330 ms timer; only the term the user stopped at is searched.",
                marker: "Debounce", tag: "debounce", operation: nil),
        Concern(id: "latest-wins", title: "Latest wins",
                what: "When answers cross, only the answer to the latest request may change the screen.",
                marker: "Latest wins", tag: "latest-wins", operation: "Scenarios/bench/replace-1000.scenario"),
        Concern(id: "card-formatting", title: "Flight-card formatting",
                what: "A flight becomes the card's texts: days and times in each airport's own time zone, the duration, the status.",
                marker: "Card formatting", tag: "card", operation: nil),
        Concern(id: "navigation", title: "Navigation to a detail",
                what: "Tapping a row pushes the detail screen; coming back, no row stays selected.",
                marker: "Navigation", tag: "navigation", operation: "Scenarios/bench/select-and-come-back.scenario"),
        Concern(id: "live-updates", title: "Live status update",
                what: "A status change on the live feed updates the flight's row, and an open card, in the same instant.",
                marker: "Live updates", tag: "live", operation: "Scenarios/bench/live-updates-1000.scenario"),
        Concern(id: "reuse-safe-artwork", title: "Reuse-safe artwork",
                what: "An image that arrives after its cell was reused for another row must not show in that row.",
                marker: "Reuse-safe artwork", tag: "reuse", operation: "Scenarios/bench/artwork-every-10th-row.scenario"),
    ]
}
