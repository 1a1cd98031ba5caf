import Domain
import Testing

/// The search screen's status sentences (SPEC §3.2.3, 3.2.5, 3.2.7, 3.2.8).
struct SearchStatusTextTests {
    @Test func initialStatusAsksTheUserToType() {
        #expect(SearchStatusText.typeToSearch == "Type to search")
    }

    @Test func searchingQuotesTheTermWithCurlyQuotesAndAnEllipsis() {
        let text = SearchStatusText.searching(for: "hey jude")
        #expect(text == "Searching for \u{201C}hey jude\u{201D}\u{2026}")
        #expect(text == "Searching for “hey jude”…")
    }

    @Test func resultsCountSongs() {
        #expect(SearchStatusText.results(count: 1, for: "x") == "1 song")
        #expect(SearchStatusText.results(count: 3, for: "x") == "3 songs")
        #expect(SearchStatusText.results(count: 1_234, for: "x") == "1,234 songs")
    }

    @Test func noResultsQuotesTheTerm() {
        #expect(SearchStatusText.results(count: 0, for: "zzz") == "No results for “zzz”")
    }

    @Test func failureQuotesTheTerm() {
        #expect(SearchStatusText.failed(for: "hey jude") == "Search failed for “hey jude”")
    }
}
