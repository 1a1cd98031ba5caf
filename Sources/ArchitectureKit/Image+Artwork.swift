import Domain
import HeadlessUI

extension Image {
    /// The image of a loaded artwork.
    public init(_ artwork: Artwork) {
        self.init(source: artwork.url)
    }
}
