import ArchitectureTestKit
import ArchitectureKit
import Domain
import Foundation
import HeadlessUI
import Reactive
import ReactiveTest
import Testing
@testable import Binder

/// The rows' artwork: shown at once when cached, otherwise when it has loaded (100 ticks),
/// and never on a cell that has moved on to another song.
@MainActor
struct SearchBinderArtworkTests {
    let scheduler = TestScheduler()
    let songSearch: SongSearchService
    let artwork: ArtworkLoader
    let heyJudeArt = Image(source: "https://art.example/1/100x100bb.jpg")
    let yesterdayArt = Image(source: "https://art.example/3/100x100bb.jpg")

    init() {
        songSearch = SongSearchService(catalog: Songs.catalog, queue: scheduler.mainQueue)
        artwork = ArtworkLoader(queue: scheduler.mainQueue)
    }

    /// The search screen on screen with `visibleRows`, answering "beatles" at tick 630.
    func presentBeatles(visibleRows: Int = 10) -> SearchViewController {
        let screen = SearchBinder.make(songSearch: songSearch, artwork: artwork, scheduler: scheduler)
        _ = present(screen, visibleRows: visibleRows)
        scheduler.scheduleAt(100) { screen.searchView.termField.userReplaceText(with: "beatles") }
        return screen
    }

    func image(_ screen: SearchViewController, row: Int) -> Image? {
        screen.searchView.resultsTable.cellForRow(at: IndexPath(row: row))?.artworkView.image
    }

    @Test func aRowShowsNoImageUntilItsArtworkHasLoaded() {
        let screen = presentBeatles()

        scheduler.advanceTo(630)
        #expect(image(screen, row: 0) == nil)
        scheduler.advanceTo(730)

        #expect(image(screen, row: 0) == heyJudeArt)
        #expect(image(screen, row: 1) == yesterdayArt)
        #expect(artwork.requestCount == 2)
    }

    @Test func aCachedImageShowsAtOnce() {
        artwork.loadImage(for: heyJudeArt.source) { _ in }
        scheduler.advanceTo(100)
        let screen = presentBeatles()

        scheduler.advanceTo(630)

        #expect(image(screen, row: 0) == heyJudeArt)
        #expect(image(screen, row: 1) == nil)
    }

    @Test func aCellReusedForAnotherSongNeverShowsTheFirstSongsImage() {
        let screen = presentBeatles(visibleRows: 1)
        let table = screen.searchView.resultsTable
        scheduler.scheduleAt(650) { table.scrollToRow(at: IndexPath(row: 1)) }

        scheduler.advanceTo(730)
        #expect(table.visibleTitles == ["Yesterday"])
        #expect(image(screen, row: 1) == nil)

        scheduler.advanceTo(750)
        #expect(image(screen, row: 1) == yesterdayArt)
    }

    @Test func aFailedLoadLeavesNoImage() {
        artwork.failNextRequest()
        let screen = presentBeatles(visibleRows: 1)

        scheduler.start()

        #expect(image(screen, row: 0) == nil)
        #expect(artwork.requestCount == 1)
    }
}
