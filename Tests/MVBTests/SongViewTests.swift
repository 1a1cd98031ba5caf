import Domain
import HeadlessUI
import Reactive
import Testing
@testable import MVB

@MainActor
struct SongViewTests {
    let view = SongView()

    static let details = SongDetails(
        title: "Slow Ride", artist: "Foghat", album: "", duration: "", genre: "", released: "",
        price: "Not for sale", explicitMarker: "Explicit")

    func text(_ id: String) -> String? {
        view.element(id, as: Label.self).text
    }

    @Test func itShowsTheDetailsItIsGiven() {
        view.details.onNext(Self.details)

        #expect(text("song.title") == "Slow Ride")
        #expect(text("song.artist") == "Foghat")
        #expect(text("song.album") == "")
        #expect(text("song.price") == "Not for sale")
        #expect(text("song.explicit") == "Explicit")
        #expect(!view.element("song.explicit", as: Label.self).isHidden)
    }

    @Test func theExplicitMarkerIsHiddenForATrackThatIsNotExplicit() {
        view.details.onNext(SongDetails(
            title: "Yesterday", artist: "The Beatles", album: "Help!", duration: "2:05", genre: "Rock",
            released: "1965", price: "$1.29", explicitMarker: nil))

        #expect(view.element("song.explicit", as: Label.self).isHidden)
    }

    @Test func itShowsTheArtworkItIsGiven() {
        view.artwork.onNext(Artwork(url: "large"))

        #expect(view.element("song.artwork", as: ImageView.self).image == Image(source: "large"))
    }

    @Test func itPublishesTheWishToClose() {
        var requests = 0
        let subscription = { requests += 1 } <~ view.closeRequested

        view.element("song.close", as: Button.self).userTap()

        #expect(requests == 1)
        #expect(view.element("song.close", as: Button.self).title == "Close")
        subscription.dispose()
    }
}
