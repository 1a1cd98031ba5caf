import ArchitectureTestKit
import Composable
import Domain
import Testing
@testable import TCA

/// The search feature through the TestStore, as TCA's SearchTests test its search: every
/// action sent and received, every state in between, on virtual time; the store fails a test
/// that leaves an effect running or an action unreceived.
@MainActor
struct SearchFeatureTests {
    let log = WorkLog()
    let search: FakeSongSearch
    let artwork: FakeArtwork

    init() {
        search = FakeSongSearch(songs: ["jude": [Songs.heyJude, Songs.judesSong], "hey jude": [Songs.heyJude]], log: log)
        artwork = FakeArtwork(log: log)
    }

    func makeStore(_ state: SearchFeature.State = SearchFeature.State()) -> TestStore<SearchFeature.State, SearchFeature.Action> {
        TestStore(initialState: state, reporter: .issues) {
            SearchFeature()
        } withDependencies: { [search, artwork] in
            $0.songSearch = search.client(on: $0.mainQueue)
            $0.artwork = artwork.client(on: $0.mainQueue)
        }
    }

    /// A screen that lists `songs`, the answer to `term`.
    func listing(_ songs: [Song], for term: String) -> SearchFeature.State {
        SearchFeature.State(searchQuery: term, latestSearch: .answered(term: term), songs: songs)
    }

    // MARK: - Debounce

    @Test func everyEditRestartsTheDebounceAndOnlyTheSettledTermIsSearched() {
        let store = makeStore()
        store.send(.searchQueryChanged("j")) { $0.searchQuery = "j" }
        store.mainQueue.advance(by: .milliseconds(300))
        store.send(.searchQueryChanged("jude")) { $0.searchQuery = "jude" }
        store.mainQueue.advance(by: .milliseconds(329))
        #expect(log.entries == [])

        store.mainQueue.advance(by: .milliseconds(1))
        store.receive(.searchQueryChangeDebounced) { $0.latestSearch = .inFlight(term: "jude") }
        #expect(log.entries == ["search jude"])
        #expect(store.state.statusText == "Searching for \u{201C}jude\u{201D}\u{2026}")

        store.mainQueue.advance(by: .milliseconds(200))
        store.receive(.searchResponse(.success([Songs.heyJude, Songs.judesSong]))) {
            $0.songs = [Songs.heyJude, Songs.judesSong]
            $0.latestSearch = .answered(term: "jude")
        }
        #expect(store.state.statusText == "2 songs")
        store.finish()
    }

    // MARK: - Latest wins

    @Test func theTermIsNormalisedAndTheTermInFlightOrAnsweredIsNotSearchedAgain() {
        search.latency = .seconds(1)
        let store = makeStore()
        store.send(.searchQueryChanged("  hey   jude ")) { $0.searchQuery = "  hey   jude " }
        store.mainQueue.advance(by: .milliseconds(330))
        store.receive(.searchQueryChangeDebounced) { $0.latestSearch = .inFlight(term: "hey jude") }
        store.send(.searchQueryChanged("hey jude")) { $0.searchQuery = "hey jude" }
        store.mainQueue.advance(by: .milliseconds(330))
        store.receive(.searchQueryChangeDebounced)

        store.mainQueue.advance(by: .milliseconds(670))
        store.receive(.searchResponse(.success([Songs.heyJude]))) {
            $0.songs = [Songs.heyJude]
            $0.latestSearch = .answered(term: "hey jude")
        }
        store.send(.searchQueryChanged("hey jude ")) { $0.searchQuery = "hey jude " }
        store.mainQueue.advance(by: .milliseconds(330))
        store.receive(.searchQueryChangeDebounced)
        #expect(log.entries == ["search hey jude"])
        #expect(store.state.statusText == "1 song")
        store.finish()
    }

    @Test func aNewTermCancelsTheSearchInFlightWhoseLateAnswerIsNeverReceived() {
        search.latency = .seconds(1)
        search.ignoresCancel = true
        let store = makeStore()
        store.send(.searchQueryChanged("hey jude")) { $0.searchQuery = "hey jude" }
        store.mainQueue.advance(by: .milliseconds(330))
        store.receive(.searchQueryChangeDebounced) { $0.latestSearch = .inFlight(term: "hey jude") }
        store.send(.searchQueryChanged("jude")) { $0.searchQuery = "jude" }
        store.mainQueue.advance(by: .milliseconds(330))
        store.receive(.searchQueryChangeDebounced) { $0.latestSearch = .inFlight(term: "jude") }

        // 1330 ms: the first search answers anyway; 1660 ms: the second.
        store.mainQueue.advance(by: .seconds(1))
        store.receive(.searchResponse(.success([Songs.heyJude, Songs.judesSong]))) {
            $0.songs = [Songs.heyJude, Songs.judesSong]
            $0.latestSearch = .answered(term: "jude")
        }
        #expect(log.entries == ["search hey jude", "cancel search hey jude", "search jude"])
        store.finish()
    }

    @Test func clearingTheQueryCancelsTheSearchInFlightAndForgetsTheTerm() {
        search.latency = .seconds(1)
        let store = makeStore(listing([Songs.heyJude], for: "hey jude"))
        store.send(.searchQueryChanged("jude")) { $0.searchQuery = "jude" }
        store.mainQueue.advance(by: .milliseconds(330))
        store.receive(.searchQueryChangeDebounced) { $0.latestSearch = .inFlight(term: "jude") }
        store.send(.searchQueryChanged(" ")) { $0.searchQuery = " " }
        store.mainQueue.advance(by: .milliseconds(330))
        store.receive(.searchQueryChangeDebounced) {
            $0.songs = []
            $0.latestSearch = .none
        }
        #expect(store.state.statusText == "Type to search")
        // 1330 ms: the cancelled search would have answered here.
        store.mainQueue.advance(by: .seconds(1))
        #expect(log.entries == ["search jude", "cancel search jude"])

        store.send(.searchQueryChanged("hey jude")) { $0.searchQuery = "hey jude" }
        store.mainQueue.advance(by: .milliseconds(330))
        store.receive(.searchQueryChangeDebounced) { $0.latestSearch = .inFlight(term: "hey jude") }
        store.mainQueue.advance(by: .seconds(1))
        store.receive(.searchResponse(.success([Songs.heyJude]))) {
            $0.songs = [Songs.heyJude]
            $0.latestSearch = .answered(term: "hey jude")
        }
        #expect(log.entries == ["search jude", "cancel search jude", "search hey jude"])
        store.finish()
    }

    @Test func aFailedSearchClearsTheRowsAndItsTermIsSearchedAgain() {
        search.failNext = true
        let store = makeStore(listing([Songs.heyJude], for: "hey jude"))
        store.send(.searchQueryChanged("jude")) { $0.searchQuery = "jude" }
        store.mainQueue.advance(by: .milliseconds(330))
        store.receive(.searchQueryChangeDebounced) { $0.latestSearch = .inFlight(term: "jude") }
        #expect(store.state.songs == [Songs.heyJude], "the old rows stay while the search is in flight")
        store.mainQueue.advance(by: .milliseconds(200))
        store.receive(.searchResponse(.failure(.failed))) {
            $0.songs = []
            $0.latestSearch = .failed(term: "jude")
        }
        #expect(store.state.statusText == "Search failed for \u{201C}jude\u{201D}")

        store.send(.searchQueryChanged("jude ")) { $0.searchQuery = "jude " }
        store.mainQueue.advance(by: .milliseconds(330))
        store.receive(.searchQueryChangeDebounced) { $0.latestSearch = .inFlight(term: "jude") }
        store.mainQueue.advance(by: .milliseconds(200))
        store.receive(.searchResponse(.success([Songs.heyJude, Songs.judesSong]))) {
            $0.songs = [Songs.heyJude, Songs.judesSong]
            $0.latestSearch = .answered(term: "jude")
        }
        #expect(log.entries == ["search jude", "search jude"])
        store.finish()
    }

    @Test func anAnswerWithNoSongsSaysSo() {
        let store = makeStore()
        store.send(.searchQueryChanged("zzz")) { $0.searchQuery = "zzz" }
        store.mainQueue.advance(by: .milliseconds(330))
        store.receive(.searchQueryChangeDebounced) { $0.latestSearch = .inFlight(term: "zzz") }
        store.mainQueue.advance(by: .milliseconds(200))
        store.receive(.searchResponse(.success([]))) { $0.latestSearch = .answered(term: "zzz") }
        #expect(store.state.statusText == "No results for \u{201C}zzz\u{201D}")
        store.finish()
    }

    // MARK: - Reuse-safe artwork

    @Test func aShownRowsArtworkComesFromTheCacheAtOnceOrIsLoadedOnceByItsAddress() throws {
        let heyJudeArt = try #require(Songs.heyJude.artworkURL100), yesterdayArt = try #require(Songs.yesterday.artworkURL100)
        artwork.cache = [yesterdayArt: Artwork(url: yesterdayArt)]
        let store = makeStore(listing([Songs.heyJude, Songs.judesSong, Songs.yesterday], for: "e"))

        store.send(.songRowShown(row: 0))
        store.send(.songRowShown(row: 1))
        store.send(.songRowShown(row: 2)) { $0.artworks[yesterdayArt] = Artwork(url: yesterdayArt) }
        store.mainQueue.advance(by: .milliseconds(100))
        store.receive(.artworkResponse(url: heyJudeArt, .success(Artwork(url: heyJudeArt)))) {
            $0.artworks[heyJudeArt] = Artwork(url: heyJudeArt)
        }
        store.send(.songRowShown(row: 0))

        #expect(log.entries == ["load " + heyJudeArt])
        store.finish()
    }

    @Test func aFailedLoadLeavesNoImage() throws {
        let heyJudeArt = try #require(Songs.heyJude.artworkURL100)
        artwork.failNext = true
        let store = makeStore(listing([Songs.heyJude], for: "hey jude"))

        store.send(.songRowShown(row: 0))
        store.mainQueue.advance(by: .milliseconds(100))
        store.receive(.artworkResponse(url: heyJudeArt, .failure(.failed)))
        store.finish()
    }

    // MARK: - Navigation

    @Test func aTappedRowPresentsItsSongUntilItIsClosedOrTheListIsOnTopAgain() {
        let store = makeStore(listing([Songs.heyJude, Songs.judesSong], for: "jude"))
        store.send(.songTapped(row: 1)) { $0.song = SongFeature.State(song: Songs.judesSong) }
        store.send(.song(.closeButtonTapped)) { $0.song = nil }
        store.send(.songTapped(row: 0)) { $0.song = SongFeature.State(song: Songs.heyJude) }
        store.send(.viewWillAppear) { $0.song = nil }
        store.send(.viewWillAppear)
    }

    @Test func closingTheSongCancelsItsArtworkLoad() throws {
        let large = try #require(SongFormat.largeArtworkURL(Songs.heyJude.artworkURL100))
        let store = makeStore(listing([Songs.heyJude], for: "hey jude"))
        store.send(.songTapped(row: 0)) { $0.song = SongFeature.State(song: Songs.heyJude) }
        store.send(.song(.viewDidLoad))
        store.send(.song(.closeButtonTapped)) { $0.song = nil }

        #expect(log.entries == ["load " + large, "cancel load " + large])
        store.finish()
    }
}
