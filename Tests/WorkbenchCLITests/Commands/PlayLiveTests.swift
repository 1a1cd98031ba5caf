import LoopbackServer
import Testing

/// `play --live` against a loopback server: never the internet.
@MainActor
struct PlayLiveTests {
    nonisolated static let answer = """
        {"resultCount": 1, "results": [{"trackId": 7, "trackName": "Loop Song", "artistName": "Local Band",
          "collectionName": "Echoes", "trackTimeMillis": 125000}]}
        """

    // A live session waits on real time, and the answer crosses a real socket: each waits 5 s,
    // time enough for the debounce and the request on a busy machine, where 1 s was not.
    @Test func aLiveSessionShowsTheRowsTheServerAnswered() throws {
        let server = try LoopbackServer { _ in .init(body: Self.answer) }
        defer { server.stop() }

        let play = ToolRun(["play", "mvvm", "--live", "--endpoint", server.endpoint],
                           input: "type search.term \"loop band\"\nwait 5s\n")

        #expect(play.status == 0)
        // 125,000 ms is 2:05; the answer has no artwork URL, so the row shows none.
        #expect(play.output.contains("""
            search.results  table, 1 row
              [0] □ "Loop Song" · "Local Band — Echoes" · "2:05"
            search.status  label "1 song"
            search.term  field "loop band"

            """))
        #expect(server.requestedPaths == ["/search?term=loop%20band&entity=song&limit=50"])
        #expect(play.errors.isEmpty)
    }

    @Test(arguments: [
        (500, "{}", "the server answered 500"),
        (429, "{}", "the server answered 429: too many requests (the iTunes Search API allows about 20 a minute)"),
        (200, "{\"results\": [", "the answer is not an iTunes Search API answer:"),
    ])
    func aFailedRequestShowsTheSearchsFailureState(status: Int, body: String, told: String) throws {
        let server = try LoopbackServer { _ in .init(status: status, body: body) }
        defer { server.stop() }

        let play = ToolRun(["play", "mvc", "--live", "--endpoint", server.endpoint],
                           input: "type search.term \"queen\"\nwait 5s\n")

        #expect(play.status == 0)
        #expect(play.output.hasSuffix("""
            search.results  table, 0 rows
            search.status  label "Search failed for “queen”"
            search.term  field "queen"


            """))
        #expect(play.errors.hasPrefix("warning: live request \(server.endpoint)/search?term=queen&entity=song&limit=50 failed: \(told)"))
    }

    @Test func liveOptionsThatDoNotFitAreUsageErrors() {
        let endpointAlone = ToolRun(["play", "mvb", "--endpoint", "http://127.0.0.1:9"])
        let recorded = ToolRun(["play", "mvb", "--live", "--record", "live.scenario"])
        let notWeb = ToolRun(["play", "mvb", "--live", "--endpoint", "ftp://127.0.0.1"])

        #expect(endpointAlone.status == 2)
        #expect(endpointAlone.errors.hasPrefix("error: --endpoint says where --live searches; add --live\n"))
        #expect(recorded.status == 2)
        #expect(recorded.errors.hasPrefix("error: --record cannot record a --live session"))
        #expect(notWeb.status == 2)
        #expect(notWeb.errors.hasPrefix("error: --endpoint expects an http or https address such as http://127.0.0.1:8080, found \"ftp://127.0.0.1\"\n"))
    }
}
