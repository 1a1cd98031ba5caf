import ArchitectureTestKit
import Domain
import Testing
@testable import VIPER

// The song presenter against fakes of its view, interactor and wireframe.
@MainActor
struct SongPresenterTests {
    @MainActor
    final class SongViewSpy: SongViewInterface {
        private(set) var songs: [SongDisplay] = []
        private(set) var artworks: [Artwork] = []
        func show(_ song: SongDisplay) { songs.append(song) }
        func showArtwork(_ artwork: Artwork) { artworks.append(artwork) }
    }

    @MainActor
    final class SongInteractorFake: SongInteractorInput {
        private(set) var loads = 0
        func loadArtwork() { loads += 1 }
    }

    let view = SongViewSpy()
    let interactor = SongInteractorFake()
    let wireframe = RoutingSpy()

    func presenter(of song: Song) -> SongPresenter {
        let presenter = SongPresenter(song: song, interactor: interactor, wireframe: wireframe)
        presenter.view = view
        return presenter
    }

    @Test func theSongsDetailsAreWordedAndItsArtworkAsked() {
        presenter(of: Songs.heyJude).viewDidLoad()

        #expect(view.songs == [SongDisplay(
            title: "Hey Jude", artist: "The Beatles", album: "Hey Jude", duration: "7:11",
            genre: "Rock", released: "1968", price: "$1.29", explicitMarker: nil
        )])
        #expect(interactor.loads == 1)
    }

    @Test func missingFieldsAreEmptyAndAMissingPriceIsNotForSale() {
        presenter(of: Songs.judesSong).viewDidLoad()

        #expect(view.songs == [SongDisplay(
            title: "Jude's Song", artist: "Some Artist", album: "", duration: "",
            genre: "", released: "", price: "Not for sale", explicitMarker: nil
        )])
    }

    @Test func anExplicitSongIsMarkedSo() {
        presenter(of: Song(id: 6, trackName: "Rough", artistName: "Someone", explicitness: .explicit)).viewDidLoad()

        #expect(view.songs == [SongDisplay(
            title: "Rough", artist: "Someone", album: "", duration: "",
            genre: "", released: "", price: "Not for sale", explicitMarker: "Explicit"
        )])
    }

    @Test func theArtworkLoadedIsShown() {
        presenter(of: Songs.heyJude).artworkLoaded(Artwork(url: "https://art.example/1/600x600bb.jpg"))

        #expect(view.artworks == [Artwork(url: "https://art.example/1/600x600bb.jpg")])
    }

    // MARK: - Navigation

    @Test func closingAsksTheWireframeToDismissTheSong() {
        presenter(of: Songs.heyJude).close()

        #expect(wireframe.routes == [.dismissSong])
    }
}
