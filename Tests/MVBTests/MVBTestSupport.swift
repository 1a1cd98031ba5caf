import ArchitectureTestKit
import Domain
import Foundation
import HeadlessUI
import Reactive
import ReactiveTest

/// A search for the model tests: answers each term with the test observable given for it,
/// and remembers every term it was asked for.
@MainActor
final class FakeSearch {
    var answers: [String: TestableObservable<[Song]>] = [:]
    private(set) var terms: [String] = []

    func search(_ term: String) -> Observable<[Song]> {
        terms.append(term)
        return answers[term]?.asObservable() ?? .never()
    }
}

/// A few songs, in catalog order.
enum Songs {
    static let heyJude = Song(
        id: 1, trackName: "Hey Jude", artistName: "The Beatles", collectionName: "Hey Jude",
        trackTimeMillis: 431_333, artworkURL100: "https://art.example/1/100x100bb.jpg")
    static let judesSong = Song(id: 2, trackName: "Jude's Song", artistName: "Some Artist")
    static let yesterday = Song(
        id: 3, trackName: "Yesterday", artistName: "The Beatles", collectionName: "Help!",
        trackTimeMillis: 125_000, artworkURL100: "https://art.example/3/100x100bb.jpg", primaryGenreName: "Rock",
        releaseDate: instant("1965-08-06T07:00:00Z"), trackPrice: Decimal(string: "1.29"), currency: "USD",
        explicitness: .notExplicit)
    static let slowRide = Song(id: 4, trackName: "Slow Ride", artistName: "Foghat", explicitness: .explicit)

    static let catalog = SongCatalog(songs: [heyJude, judesSong, yesterday, slowRide])
}

extension View {
    /// The view under this one with the identifier, of the expected kind.
    @MainActor
    func element<Kind: View>(_ id: String, as kind: Kind.Type = Kind.self) -> Kind {
        subtree().first { $0.accessibilityIdentifier == id } as! Kind
    }
}
