import Domain
import Foundation

/// A few songs, built by hand, for the tests of a screen's view models, view controllers and model
/// controllers.
public enum Songs {
    public static let heyJude = Song(
        id: 1, trackName: "Hey Jude", artistName: "The Beatles", collectionName: "Hey Jude",
        trackTimeMillis: 431_333, artworkURL100: "https://art.example/1/100x100bb.jpg",
        primaryGenreName: "Rock", releaseDate: instant("1968-08-26T12:00:00Z"),
        trackPrice: Decimal(string: "1.29"), currency: "USD", explicitness: .notExplicit
    )
    public static let judesSong = Song(id: 2, trackName: "Jude's Song", artistName: "Some Artist")
    public static let yesterday = Song(
        id: 3, trackName: "Yesterday", artistName: "The Beatles", collectionName: "Help!",
        trackTimeMillis: 125_000, artworkURL100: "https://art.example/3/100x100bb.jpg"
    )
    public static let slowRide = Song(id: 4, trackName: "Slow Ride", artistName: "Foghat")
    public static let fastCar = Song(id: 5, trackName: "Fast Car", artistName: "Tracy Chapman")

    /// The five songs above, then thirty tracks by "Band" with artwork, to scroll through.
    public static let catalog = SongCatalog(songs: [heyJude, judesSong, yesterday, slowRide, fastCar] + (1...30).map { number in
        Song(id: 100 + number, trackName: "Track \(number)", artistName: "Band",
             artworkURL100: "https://art.example/track\(number)/100x100bb.jpg")
    })
}
