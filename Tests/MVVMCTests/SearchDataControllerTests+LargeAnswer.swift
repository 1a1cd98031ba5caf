import Domain
import Testing
import VirtualTime
@testable import MVVMC

// Cost of a large answer: the data controller hands over every song found, but makes no row
// view model until the table asks for that row.
extension SearchDataControllerTests {
    @Test func aThousandSongsFoundMakeNoRowViewModelBeforeTheTableAsks() throws {
        let catalog = SyntheticCatalog.make(count: 1_000, seed: 7)
        let search = SongSearchService(catalog: catalog, queue: queue, limit: 1_000)
        let dataController = SearchDataController(songSearch: search, artworkLoader: artwork, mainQueue: queue)
        var delivered: SongRows?
        dataController.update(with: "e") { result in delivered = try? result.get() }
        queue.advance(by: .milliseconds(530))

        let rows = try #require(delivered)
        #expect(rows.count == 1_000)
        #expect(rows.viewModelsByRow.count == 0)
    }
}
