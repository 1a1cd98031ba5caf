import Domain
import HeadlessUI
import Reactive
import Testing
@testable import MVB

@MainActor
struct SongViewTests {
    let view = SongView()

    func text(_ id: String) -> String? {
        view.element(id, as: Label.self).text
    }

    // MARK: - Formatting

    @Test func itWordsEveryDetailOfTheSong() {
        view.song.onNext(Songs.yesterday)

        #expect(text("song.title") == "Yesterday")
        #expect(text("song.artist") == "The Beatles")
        #expect(text("song.album") == "Help!")
        // 125,000 ms is 2 min 5 s.
        #expect(text("song.duration") == "2:05")
        #expect(text("song.genre") == "Rock")
        // Released 1965-08-06 07:00 UTC.
        #expect(text("song.released") == "1965")
        #expect(text("song.price") == "$1.29")
        #expect(view.element("song.explicit", as: Label.self).isHidden)
    }

    @Test func unknownFieldsAreEmptyAndAnExplicitTrackIsMarked() {
        view.song.onNext(Songs.slowRide)

        #expect(text("song.album") == "")
        #expect(text("song.duration") == "")
        #expect(text("song.genre") == "")
        #expect(text("song.released") == "")
        #expect(text("song.price") == "Not for sale")
        #expect(text("song.explicit") == "Explicit")
        #expect(!view.element("song.explicit", as: Label.self).isHidden)
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
