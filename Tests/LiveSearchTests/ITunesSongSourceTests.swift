import Domain
import Foundation
import LiveSearch
import LoopbackServer
import Testing

/// The live source against a loopback server: never the internet.
@MainActor
struct ITunesSongSourceTests {
    nonisolated static let answer = """
        {"resultCount": 1, "results": [{"trackId": 7, "trackName": "Loop Song", "artistName": "Local Band"}]}
        """

    @Test func theSearchURLEncodesTheWholeTerm() throws {
        let endpoint = try #require(URL(string: "http://127.0.0.1:8080"))
        let slashed = try #require(URL(string: "http://127.0.0.1:8080/"))

        #expect(ITunesSongSource.searchURL(endpoint, term: "AC/DC + you", limit: 5).absoluteString
            == "http://127.0.0.1:8080/search?term=AC%2FDC%20%2B%20you&entity=song&limit=5")
        #expect(ITunesSongSource.searchURL(slashed, term: "é", limit: 50).absoluteString
            == "http://127.0.0.1:8080/search?term=%C3%A9&entity=song&limit=50")
    }

    @Test func anAnswerIsDecodedAndKeptForTheSession() throws {
        let server = try LoopbackServer { _ in .init(body: Self.answer) }
        defer { server.stop() }
        let connection = LiveConnection()
        let source = try ITunesSongSource(endpoint: #require(URL(string: server.endpoint)), connection: connection)

        let first = try songs(source, connection, "loop")
        let second = try songs(source, connection, "loop")

        #expect(try first.get().map(\.trackName) == ["Loop Song"])
        #expect(try second.get().map(\.trackName) == ["Loop Song"])
        #expect(server.requestedPaths == ["/search?term=loop&entity=song&limit=50"])
        #expect(source.requestsSent == 1)
        #expect(connection.takeProblems().isEmpty)
    }

    @Test(arguments: [(500, false), (429, true), (403, true)])
    func aStatusOtherThan200IsTheSearchsFailure(status: Int, isRateLimit: Bool) throws {
        let server = try LoopbackServer { _ in .init(status: status, body: "{}") }
        defer { server.stop() }
        let connection = LiveConnection()
        let source = try ITunesSongSource(endpoint: #require(URL(string: server.endpoint)), connection: connection)

        let result = try songs(source, connection, "queen")
        let problems = connection.takeProblems()

        #expect(result == .failure(.failed))
        #expect(problems.map(\.failure) == [.status(status)])
        #expect(problems.first?.failure.isRateLimit == isRateLimit)
        #expect(problems.first?.url == "\(server.endpoint)/search?term=queen&entity=song&limit=50")
    }

    @Test func aBodyThatDoesNotDecodeIsTheSearchsFailureAndIsNotKept() throws {
        let server = try LoopbackServer { _ in .init(body: "{\"resultCount\": 1, \"results\": [") }
        defer { server.stop() }
        let connection = LiveConnection()
        let source = try ITunesSongSource(endpoint: #require(URL(string: server.endpoint)), connection: connection)

        let result = try songs(source, connection, "queen")
        let problems = connection.takeProblems()
        _ = try songs(source, connection, "queen")

        #expect(result == .failure(.failed))
        guard case let .undecodable(diagnostic)? = problems.first?.failure else { Issue.record("found \(problems)"); return }
        #expect(diagnostic.location.line == 1)
        #expect(server.requestedPaths.count == 2, "a failed answer is asked for again")
    }

    @Test func anAnswerSlowerThanTheTimeoutIsTheSearchsFailure() throws {
        let server = try LoopbackServer { _ in .init(body: Self.answer, delay: .seconds(3)) }
        defer { server.stop() }
        let connection = LiveConnection(timeout: .milliseconds(300))
        let source = try ITunesSongSource(endpoint: #require(URL(string: server.endpoint)), connection: connection)

        let result = try songs(source, connection, "slow")

        #expect(result == .failure(.failed))
        #expect(connection.takeProblems().map(\.failure) == [.timedOut])
    }

    @Test func artworkIsTheImageOfA200AndNoneOtherwise() throws {
        let server = try LoopbackServer { path in path.hasSuffix("missing.jpg") ? .init(status: 404, body: "") : .init(body: "JPEG") }
        defer { server.stop() }
        let connection = LiveConnection()
        let artwork = LiveArtworkSource(connection: connection)

        let found = try image(artwork, connection, "\(server.endpoint)/a/100x100bb.jpg")
        let missing = try image(artwork, connection, "\(server.endpoint)/missing.jpg")

        #expect(found == .success(Artwork(url: "\(server.endpoint)/a/100x100bb.jpg")))
        #expect(missing == .failure(.failed))
        #expect(connection.takeProblems().map(\.failure) == [.status(404)])
    }

    // MARK: - Waiting for an answer

    private func songs(_ source: ITunesSongSource, _ connection: LiveConnection, _ term: String) throws -> Result<[Song], ServiceError> {
        var result: Result<[Song], ServiceError>?
        source.songs(for: term, limit: 50) { result = $0 }
        return try waitFor(connection) { result }
    }

    private func image(_ source: LiveArtworkSource, _ connection: LiveConnection, _ url: String) throws -> Result<Artwork, ServiceError> {
        var result: Result<Artwork, ServiceError>?
        source.image(at: url) { result = $0 }
        return try waitFor(connection) { result }
    }

    /// Delivers what arrives until `value` has one, for 10 s at most.
    private func waitFor<T>(_ connection: LiveConnection, _ value: () -> T?) throws -> T {
        let end = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < end {
            connection.deliverArrived()
            if let found = value() { return found }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return try #require(value(), "no answer within 10 s")
    }
}
