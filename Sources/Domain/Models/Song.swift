import Foundation

/// One track of the iTunes catalog, as the Search API describes it.
public struct Song: Equatable, Hashable, Sendable, Identifiable {
    /// How the store marks a track's lyrics.
    public enum Explicitness: String, Sendable {
        case explicit, cleaned, notExplicit
    }

    public let id: Int
    public let trackName: String
    public let artistName: String
    public let collectionName: String?
    public let trackTimeMillis: Int?
    public let artworkURL100: String?
    public let primaryGenreName: String?
    public let releaseDate: Date?
    public let trackPrice: Decimal?
    public let currency: String?
    public let explicitness: Explicitness?
    public let previewURL: String?

    public init(
        id: Int, trackName: String, artistName: String, collectionName: String? = nil,
        trackTimeMillis: Int? = nil, artworkURL100: String? = nil, primaryGenreName: String? = nil,
        releaseDate: Date? = nil, trackPrice: Decimal? = nil, currency: String? = nil,
        explicitness: Explicitness? = nil, previewURL: String? = nil
    ) {
        self.id = id
        self.trackName = trackName
        self.artistName = artistName
        self.collectionName = collectionName
        self.trackTimeMillis = trackTimeMillis
        self.artworkURL100 = artworkURL100
        self.primaryGenreName = primaryGenreName
        self.releaseDate = releaseDate
        self.trackPrice = trackPrice
        self.currency = currency
        self.explicitness = explicitness
        self.previewURL = previewURL
    }

    /// Whether the store marks the track explicit.
    public var isExplicit: Bool { explicitness == .explicit }
}
