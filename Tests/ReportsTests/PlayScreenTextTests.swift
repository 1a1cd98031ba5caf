import Harness
import Reports
import Testing

struct PlayScreenTextTests {
    @Test func theScreenIsDrawnAnElementALineWithItsVisibleRows() {
        let screen = ShownScreen(id: "flights", title: "Flights", stack: ["search", "flights"], elements: [
            ShownElement(id: "a.art", content: .image("https://x/1.jpg")),
            ShownElement(id: "a.none", content: .image(nil)),
            ShownElement(id: "b.reload", content: .button(title: "Reload", isEnabled: false)),
            ShownElement(id: "c.list", content: .table(count: 1, firstVisible: 0, rows: [
                ShownRow(row: 0, title: "BA 287", subtitle: "LHR ➔ SFO", detail: "", artwork: nil),
            ])),
            ShownElement(id: "d.list", content: .table(count: 30, firstVisible: 12, rows: [
                ShownRow(row: 12, title: "Say \"hi\"", subtitle: "", detail: "0:01", artwork: "https://x/2.jpg"),
            ])),
            ShownElement(id: "e.field", content: .field(text: "", placeholder: "Search songs")),
            ShownElement(id: "e.filled", content: .field(text: "abc", placeholder: "Search songs")),
            ShownElement(id: "f.box", content: .other),
        ])

        #expect(PlayScreenText.render(screen, at: .milliseconds(1_530)) == """
            Flights   (search > flights, at 1530ms)
            a.art  image "https://x/1.jpg"
            a.none  image none
            b.reload  button "Reload" (disabled)
            c.list  table, 1 row
              [0] □ "BA 287" · "LHR ➔ SFO" · ""
            d.list  table, 30 rows, scrolled to row 12
              [12] ▣ "Say \\"hi\\"" · "" · "0:01"
            e.field  field "" (placeholder "Search songs")
            e.filled  field "abc"
            f.box  view

            """)
    }
}
