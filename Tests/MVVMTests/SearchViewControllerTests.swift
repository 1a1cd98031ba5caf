import ArchitectureTestKit
import Domain
import HeadlessUI
import Testing
import VirtualTime
@testable import MVVM

// The search screen's flow, through the widgets: what the model controller reports reaches
// the views as view models, a tap pushes the song, and artwork lands only where it belongs.
@MainActor
struct SearchViewControllerTests {
    let queue = VirtualMainQueue()
    let songSearch: SongSearchService
    let artwork: ArtworkLoader
    let driver: Driver

    init() {
        songSearch = SongSearchService(catalog: Songs.catalog, queue: queue)
        artwork = ArtworkLoader(queue: queue)
        driver = present(SearchViewController(songSearch: songSearch, artworkLoader: artwork, mainQueue: queue))
    }

    private func titles() throws -> [String] {
        try driver.table("search.results").visibleCells.map { $0.titleLabel.text ?? "" }
    }

    @Test func startsWithAnEmptyFieldInvitingTheUserToType() throws {
        #expect(driver.topScreenID == "search")
        #expect(driver.topViewController?.title == "Search")
        #expect((try driver.element("search.term") as? TextField)?.placeholder == "Search songs")
        #expect(try driver.text(of: "search.status") == "Type to search")
        #expect(try driver.table("search.results").numberOfRows == 0)
    }

    @Test func theSearchShowsItsProgressAndThenItsRows() throws {
        try driver.replaceText(of: "search.term", with: "jude")
        queue.advance(by: .milliseconds(330))
        #expect(try driver.text(of: "search.status") == "Searching for \u{201C}jude\u{201D}\u{2026}")

        queue.advance(by: .milliseconds(200))
        #expect(try driver.text(of: "search.status") == "2 songs")
        let heyJude = try driver.cell("search.results", row: 0)
        #expect(heyJude.titleLabel.text == "Hey Jude")
        #expect(heyJude.subtitleLabel.text == "The Beatles \u{2014} Hey Jude")
        #expect(heyJude.detailLabel.text == "7:11")
        #expect(try driver.cell("search.results", row: 1).subtitleLabel.text == "Some Artist")
    }

    @Test func aNewAnswerScrollsTheListToTheTop() throws {
        try driver.replaceText(of: "search.term", with: "track")
        queue.advance(by: .milliseconds(530))
        try driver.scroll("search.results", toRow: 15)

        try driver.replaceText(of: "search.term", with: "band")
        queue.advance(by: .milliseconds(330))
        #expect(try driver.table("search.results").firstVisibleRow == 15)
        queue.advance(by: .milliseconds(200))
        #expect(try driver.table("search.results").firstVisibleRow == 0)
    }

    // MARK: - Navigation

    @Test func tappingARowPushesTheSongAndComingBackLeavesNoRowSelected() throws {
        try driver.replaceText(of: "search.term", with: "beatles")
        queue.advance(by: .milliseconds(530))

        try driver.tapRow(1, of: "search.results")
        #expect(driver.stack == ["search", "song"])
        #expect(driver.topViewController?.title == "Yesterday")
        #expect(try driver.text(of: "song.album") == "Help!")

        try driver.back()
        #expect(try driver.table("search.results").indexPathForSelectedRow == nil)
        #expect(try titles() == ["Hey Jude", "Yesterday"])
    }

    @Test func theSongScreenIsReleasedWhenClosed() throws {
        try driver.replaceText(of: "search.term", with: "hey")
        queue.advance(by: .milliseconds(530))
        try driver.tapRow(0, of: "search.results")
        weak let song = driver.topViewController

        // Its large artwork is still loading when it closes.
        try driver.tap("song.close")
        queue.drain()

        #expect(driver.stack == ["search"])
        #expect(song == nil)
    }

    // MARK: - Reuse-safe artwork

    @Test func artworkShowsWhenLoadedAndAtOnceWhenCached() throws {
        try driver.replaceText(of: "search.term", with: "beatles")
        queue.advance(by: .milliseconds(530))
        #expect(try driver.cell("search.results", row: 0).artworkView.image == nil)

        queue.advance(by: .milliseconds(100))
        #expect(try driver.cell("search.results", row: 0).artworkView.image == Image(source: "https://art.example/1/100x100bb.jpg"))

        try driver.replaceText(of: "search.term", with: "yesterday")
        queue.advance(by: .milliseconds(530))
        #expect(try driver.cell("search.results", row: 0).artworkView.image == Image(source: "https://art.example/3/100x100bb.jpg"))
        #expect(artwork.requestCount == 2)
    }

    @Test func anImageLoadedForARowThatScrolledAwayNeverShowsInTheReusedCell() throws {
        try driver.replaceText(of: "search.term", with: "track")
        queue.advance(by: .milliseconds(580))  // rows 0–9 asked for their images at 530 ms, due at 630 ms
        try driver.scroll("search.results", toRow: 20)  // their cells now show rows 20–29, due at 680 ms

        queue.advance(by: .milliseconds(50))
        #expect(try driver.table("search.results").visibleCells.allSatisfy { $0.artworkView.image == nil })

        queue.advance(by: .milliseconds(50))
        for row in 20..<30 {
            let image = try driver.cell("search.results", row: row).artworkView.image
            #expect(image == Image(source: "https://art.example/track\(row + 1)/100x100bb.jpg"), "row \(row)")
        }
    }
}
