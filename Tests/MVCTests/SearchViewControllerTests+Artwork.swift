import Domain
import HeadlessUI
import Testing
@testable import MVC

// The search screen's artwork: shown at once when cached, otherwise when loaded, and only
// in a cell that still shows the song it was loaded for.
extension SearchViewControllerTests {
    @Test func artworkShowsWhenLoadedAndAtOnceWhenCached() throws {
        try driver.replaceText(of: "search.term", with: "beatles")
        queue.advance(by: .milliseconds(530))
        #expect(try driver.cell("search.results", row: 0).artworkView.image == nil)

        queue.advance(by: .milliseconds(100))
        #expect(try driver.cell("search.results", row: 0).artworkView.image == Image(source: "https://art.example/1/100x100bb.jpg"))
        #expect(try driver.cell("search.results", row: 1).artworkView.image == Image(source: "https://art.example/3/100x100bb.jpg"))

        try driver.replaceText(of: "search.term", with: "yesterday")
        queue.advance(by: .milliseconds(530))
        #expect(try driver.cell("search.results", row: 0).artworkView.image == Image(source: "https://art.example/3/100x100bb.jpg"))
        #expect(artwork.requestCount == 2)
    }

    @Test func anImageLoadedForARowThatScrolledAwayNeverShowsInTheReusedCell() throws {
        try driver.replaceText(of: "search.term", with: "track")
        queue.advance(by: .milliseconds(530))  // rows 0–9 ask for their images, due at 630 ms
        queue.advance(by: .milliseconds(50))
        try driver.scroll("search.results", toRow: 20)  // their cells now show rows 20–29, due at 680 ms

        queue.advance(by: .milliseconds(50))
        #expect(try rows().visibleCells.allSatisfy { $0.artworkView.image == nil })

        queue.advance(by: .milliseconds(50))
        for row in 20..<30 {
            let cell = try driver.cell("search.results", row: row)
            #expect(cell.artworkView.image == Image(source: "https://art.example/track\(row + 1)/100x100bb.jpg"), "row \(row)")
        }

        try driver.scroll("search.results", toRow: 0)
        #expect(try driver.cell("search.results", row: 0).artworkView.image == Image(source: "https://art.example/track1/100x100bb.jpg"))
        #expect(artwork.requestCount == 20)
    }

    @Test func aFailedImageLoadLeavesNoImage() throws {
        artwork.failNextRequest()
        try driver.replaceText(of: "search.term", with: "beatles")
        queue.advance(by: .seconds(1))

        #expect(try driver.cell("search.results", row: 0).artworkView.image == nil)
        #expect(try driver.cell("search.results", row: 1).artworkView.image == Image(source: "https://art.example/3/100x100bb.jpg"))
    }

    @Test func aSongWithoutArtworkAsksForNoImage() throws {
        try driver.replaceText(of: "search.term", with: "slow")
        queue.advance(by: .seconds(1))

        #expect(try driver.cell("search.results", row: 0).artworkView.image == nil)
        #expect(artwork.requestCount == 0)
    }
}
