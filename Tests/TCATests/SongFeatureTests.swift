import ArchitectureTestKit
import Composable
import Domain
import Testing
@testable import TCA

/// The song feature through the TestStore: its large artwork, at once from the cache or loaded.
@MainActor
struct SongFeatureTests {
    let log = WorkLog()
    let artwork: FakeArtwork
    /// Hey Jude's artwork at 600×600: `https://art.example/1/600x600bb.jpg`.
    let large = "https://art.example/1/600x600bb.jpg"

    init() {
        artwork = FakeArtwork(log: log)
    }

    func makeStore(_ song: Song) -> TestStore<SongFeature.State, SongFeature.Action> {
        TestStore(initialState: SongFeature.State(song: song), reporter: .issues) {
            SongFeature()
        } withDependencies: { [artwork] in
            $0.artwork = artwork.client(on: $0.mainQueue)
        }
    }

    @Test func aCachedLargeArtworkShowsAtOnce() {
        artwork.cache = [large: Artwork(url: large)]
        let store = makeStore(Songs.heyJude)
        store.send(.viewDidLoad) { $0.artwork = Artwork(url: large) }
        #expect(log.entries == [])
    }

    @Test func otherwiseTheLargeArtworkIsLoaded() {
        let store = makeStore(Songs.heyJude)
        store.send(.viewDidLoad)
        store.mainQueue.advance(by: .milliseconds(100))
        store.receive(.artworkResponse(.success(Artwork(url: large)))) { $0.artwork = Artwork(url: large) }
        #expect(log.entries == ["load " + large])
        store.finish()
    }

    @Test func aFailedLoadLeavesNoArtwork() {
        artwork.failNext = true
        let store = makeStore(Songs.heyJude)
        store.send(.viewDidLoad)
        store.mainQueue.advance(by: .milliseconds(100))
        store.receive(.artworkResponse(.failure(.failed)))
        store.finish()
    }

    @Test func aSongWithNoArtworkLoadsNone() {
        let store = makeStore(Songs.judesSong)
        store.send(.viewDidLoad)
        #expect(log.entries == [])
    }

    @Test func theScreenShowsEveryDetailTheStateDerives() {
        let state = SongFeature.State(song: Songs.heyJude)
        #expect([state.title, state.artist, state.album, state.duration, state.genre, state.released, state.price]
            == ["Hey Jude", "The Beatles", "Hey Jude", "7:11", "Rock", "1968", "$1.29"])
        #expect(state.explicitMarker == nil)
    }

    @Test func aSongMissingItsFieldsShowsThemEmptyAndIsNotForSale() {
        let state = SongFeature.State(song: Songs.judesSong)
        #expect([state.title, state.artist, state.album, state.duration, state.genre, state.released, state.price]
            == ["Jude's Song", "Some Artist", "", "", "", "", "Not for sale"])
    }

    @Test func anExplicitSongIsMarked() {
        let explicit = Song(id: 9, trackName: "Loud", artistName: "Band", explicitness: .explicit)
        #expect(SongFeature.State(song: explicit).explicitMarker == "Explicit")
    }
}
