import Domain
import Testing
import VirtualTime

/// The services with a source of their own (`play --live`): asked instead of the catalog and
/// the latency, and still the services' own failures, cancels, cache and coalescing.
@MainActor
struct LiveSourceSeamTests {
    /// A source that keeps what it was asked and answers when the test says.
    final class HeldSource: SongSource, ArtworkSource {
        var asked: [String] = []
        var songAnswers: [@MainActor (Result<[Song], ServiceError>) -> Void] = []
        var imageAnswers: [@MainActor (Result<Artwork, ServiceError>) -> Void] = []

        func songs(for term: String, limit: Int, answer: @escaping @MainActor (Result<[Song], ServiceError>) -> Void) {
            asked.append("\(term) \(limit)")
            songAnswers.append(answer)
        }

        func image(at url: String, answer: @escaping @MainActor (Result<Artwork, ServiceError>) -> Void) {
            asked.append(url)
            imageAnswers.append(answer)
        }
    }

    private let queue = VirtualMainQueue()
    private let source = HeldSource()

    @Test func theSearchAsksTheSourceAndGivesItsAnswer() {
        let service = SongSearchService(catalog: SongCatalog(songs: [makeSong(1, "Hey Jude", by: "The Beatles", on: "Hey Jude")]), queue: queue, limit: 7)
        service.source = source
        var answers: [Result<[Int], ServiceError>] = []

        service.search("hey") { answers.append($0.map { $0.map(\.id) }) }
        queue.advance(by: .seconds(1))
        #expect(answers.isEmpty, "the catalog's answer after the latency is not given")
        source.songAnswers[0](.success([makeSong(9, "Live", by: "Band", on: nil)]))

        #expect(source.asked == ["hey 7"])
        #expect(answers == [.success([9])])
        #expect(service.requestCount == 1)
    }

    @Test func aFailureAskedForFailsWithoutAskingTheSource() {
        let service = SongSearchService(catalog: SongCatalog(songs: []), queue: queue)
        service.source = source
        service.failNextRequest()
        var answers: [Result<[Song], ServiceError>] = []

        service.search("hey") { answers.append($0) }
        queue.advance(by: .milliseconds(200))

        #expect(source.asked.isEmpty)
        #expect(answers == [.failure(.failed)])
    }

    @Test func aCancelledSearchNeverGetsTheSourcesAnswer() {
        let service = SongSearchService(catalog: SongCatalog(songs: []), queue: queue)
        service.source = source
        var answers: [Result<[Song], ServiceError>] = []

        service.search("hey") { answers.append($0) }.cancel()
        queue.drain()
        source.songAnswers[0](.success([]))

        #expect(answers == [.failure(.cancelled)])
    }

    @Test func artworkAsksTheSourceOnceForLoadsOfOneURLAndCachesTheImage() {
        let loader = ArtworkLoader(queue: queue)
        loader.source = source
        var answers: [Result<Artwork, ServiceError>] = []

        loader.loadImage(for: "https://a/1.jpg") { answers.append($0) }
        loader.loadImage(for: "https://a/1.jpg") { answers.append($0) }
        source.imageAnswers[0](.success(Artwork(url: "https://a/1.jpg")))

        #expect(source.asked == ["https://a/1.jpg"])
        #expect(answers == [.success(Artwork(url: "https://a/1.jpg")), .success(Artwork(url: "https://a/1.jpg"))])
        #expect(loader.cachedImage(for: "https://a/1.jpg") == Artwork(url: "https://a/1.jpg"))
        #expect(loader.requestCount == 1)
    }
}
