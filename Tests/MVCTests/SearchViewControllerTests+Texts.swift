import ArchitectureTestKit
import Domain
import HeadlessUI
import Testing
import VirtualTime
@testable import MVC

// The texts the search screen's view controller composes, read from its views: a screen of its
// own over a catalog made for each case.
extension SearchViewControllerTests {
    /// A search screen over `songs`, answering with all of them, after `term` was searched.
    private func searched(_ term: String, in songs: [Song]) throws -> Driver {
        let queue = VirtualMainQueue()
        let songSearch = SongSearchService(catalog: SongCatalog(songs: songs), queue: queue, limit: songs.count)
        let driver = present(SearchViewController(songSearch: songSearch, artworkLoader: ArtworkLoader(queue: queue), mainQueue: queue))
        try driver.replaceText(of: "search.term", with: term)
        queue.advance(by: .milliseconds(530))
        return driver
    }

    @Test func anEmptyAlbumLeavesTheArtistAloneInTheSubtitle() throws {
        let driver = try searched("demo", in: [
            Song(id: 1, trackName: "Demo", artistName: "Some Artist", collectionName: ""),
            Song(id: 2, trackName: "Demo 2", artistName: "Band", collectionName: "B-Sides"),
        ])

        #expect(try driver.cell("search.results", row: 0).subtitleLabel.text == "Some Artist")
        #expect(try driver.cell("search.results", row: 1).subtitleLabel.text == "Band \u{2014} B-Sides")
    }

    @Test func thousandsOfSongsAreCountedWithAGroupingSeparator() throws {
        let songs = (1...1_234).map { Song(id: $0, trackName: "Track \($0)", artistName: "Band") }

        let driver = try searched("track", in: songs)

        #expect(try driver.text(of: "search.status") == "1,234 songs")
    }
}
