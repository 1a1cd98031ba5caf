import Harness
import ScenarioLanguage
import Testing

struct ShownScreenTests {
    @Test func theExpectationsSayEverythingTheScreenShows() {
        let screen = ShownScreen(id: "search", title: "Search", stack: ["search"], elements: [
            ShownElement(id: "search.art", content: .image(nil)),
            ShownElement(id: "search.close", content: .button(title: "Close", isEnabled: false)),
            ShownElement(id: "search.empty", content: .other),
            ShownElement(id: "search.results", content: .table(count: 40, firstVisible: 7, rows: [
                ShownRow(row: 7, title: "T", subtitle: "S", detail: "", artwork: nil),
            ])),
            ShownElement(id: "search.term", content: .field(text: "", placeholder: "Search songs")),
        ])

        #expect(screen.expectations == [
            .screen("search"),
            .text(element: "search.art", ""),
            .text(element: "search.close", "Close"),
            .count(element: "search.results", 40),
            .row(element: "search.results", row: 7, field: .title, "T"),
            .row(element: "search.results", row: 7, field: .subtitle, "S"),
            .row(element: "search.results", row: 7, field: .detail, ""),
            .row(element: "search.results", row: 7, field: .artwork, nil),
            .text(element: "search.term", ""),
        ])
    }
}
