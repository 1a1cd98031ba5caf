import ArchitectureTestKit
import Domain
import Foundation
import HeadlessUI
import VirtualTime

/// A few songs, built by hand, for the search.
enum Songs {
    static let heyJude = Song(
        id: 1, trackName: "Hey Jude", artistName: "The Beatles", collectionName: "Hey Jude",
        trackTimeMillis: 431_333, artworkURL100: "https://art.example/1/100x100bb.jpg",
        primaryGenreName: "Rock", releaseDate: instant("1968-08-26T12:00:00Z"),
        trackPrice: Decimal(string: "1.29"), currency: "USD", explicitness: .notExplicit
    )
    static let judesSong = Song(id: 2, trackName: "Jude's Song", artistName: "Some Artist")
    static let yesterday = Song(
        id: 3, trackName: "Yesterday", artistName: "The Beatles", collectionName: "Help!",
        trackTimeMillis: 125_000, artworkURL100: "https://art.example/3/100x100bb.jpg"
    )
    static let slowRide = Song(id: 4, trackName: "Slow Ride", artistName: "Foghat")
    static let fastCar = Song(id: 5, trackName: "Fast Car", artistName: "Tracy Chapman")

    /// The five songs above, then thirty tracks by "Band" with artwork, to scroll through.
    static let catalog = SongCatalog(songs: [heyJude, judesSong, yesterday, slowRide, fastCar] + (1...30).map { number in
        Song(id: 100 + number, trackName: "Track \(number)", artistName: "Band",
             artworkURL100: "https://art.example/track\(number)/100x100bb.jpg")
    })
}

/// What a model controller reported over virtual time, each value with the instant it came,
/// as a marble test writes it: `[at(330, .searching(term: "hey")), at(530, .found(…))]`.
@MainActor
final class Timeline<Value: Equatable> {
    /// One report: when, and what.
    struct Event: Equatable {
        let milliseconds: Int64
        let value: Value
    }

    private let queue: VirtualMainQueue
    /// Every report so far, in order.
    private(set) var events: [Event] = []

    init(queue: VirtualMainQueue) {
        self.queue = queue
    }

    /// Notes `value` at the queue's current instant.
    func record(_ value: Value) {
        events.append(Event(milliseconds: queue.now.wholeMilliseconds, value: value))
    }
}

/// A report expected at `milliseconds` of virtual time.
@MainActor
func at<Value>(_ milliseconds: Int64, _ value: Value) -> Timeline<Value>.Event {
    Timeline<Value>.Event(milliseconds: milliseconds, value: value)
}
