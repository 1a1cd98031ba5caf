@testable import Metrics
import SourceFacts
import Testing

/// "A concern's markers hold all of its code", on small files written here: each helper is
/// found, or not, for the reason its comment gives.
@Suite struct ConcernCompletenessTests {
    static let search = """
        enum SearchBinder {
            static func make() {
                // MARK: - Latest wins
                let steps = states(for: "a")
                let shown = label(of: 1)
                // MARK: - Showing
                let other = label(of: 2)
                let count = tally(3)
                act()
            }

            // MARK: - Helpers

            static func sorted(_ term: String) -> String { term }
            static func states(for term: String) -> [String] { [term, sorted(term)] }
            static func label(of value: Int) -> String { "" }
            static func tally(_ value: Int) -> Int { value }
            static func act() {}
            static func steps() -> Int { 0 }
        }
        """

    static let flights = """
        enum FlightsBinder {
            static func make() {
                // MARK: - Latest wins
                _ = board(1, after: 2)
                // MARK: - Live updates
                _ = board(1, applying: 2)
                _ = vc.board
                _ = [1].map(Self.count)
            }

            // MARK: - Debounce

            static func count(_ value: Int) -> Int { value }

            // MARK: - Helpers

            static func board(_ board: Int, after step: Int) -> Int { step }
            static func board(_ board: Int, applying change: Int) -> Int { change }
        }
        """

    static func file(_ path: String, _ source: String) -> SourceFile {
        SourceFile(path: path, module: "App", role: "Binders", source: source, facts: FileFacts(path: path, source: source))
    }

    static func spans(_ files: [SourceFile]) -> [String: [Excerpt]] {
        var spans: [String: [Excerpt]] = [:]
        for marker in ["Latest wins", "Live updates", "Debounce"] {
            spans[marker] = files.flatMap { ConcernExcerpts.excerpts(of: marker, in: $0.source, file: $0.path, role: $0.role) }
        }
        return spans
    }

    @Test func theHelpersOnlyOneConcernUsesOutsideEveryMarkerAreFound() {
        let files = [Self.file("Search.swift", Self.search), Self.file("Flights.swift", Self.flights)]
        let found = ConcernCompleteness.find(in: files, spans: Self.spans(files))
        // states: called only on line 4, under Latest wins. sorted, declared before it: called only
        // by states, which is Latest wins' code once found. label: also used under Showing, no concern. tally: used
        // only under Showing. act: returns nothing, an action, no helper. steps: never called
        // (line 4's `steps` is a constant). In Flights: each board told from the other by its
        // labels, `vc.board` a property; count is used by Live updates, but lies under Debounce's
        // markers, so it is counted there.
        #expect(found == [
            .init(file: "Flights.swift", line: 17, function: "board", concern: "Latest wins"),
            .init(file: "Flights.swift", line: 18, function: "board", concern: "Live updates"),
            .init(file: "Search.swift", line: 14, function: "sorted", concern: "Latest wins"),
            .init(file: "Search.swift", line: 15, function: "states", concern: "Latest wins"),
        ])
    }

    @Test func aHelperMovedUnderItsConcernsMarkerIsNoLongerFound() {
        let moved = Self.search.replacingOccurrences(of: "// MARK: - Helpers", with: "// MARK: - Latest wins")
        let files = [Self.file("Search.swift", moved)]
        // states and sorted now lie under Latest wins; label is still shared with Showing.
        #expect(ConcernCompleteness.find(in: files, spans: Self.spans(files)) == [])
    }
}
