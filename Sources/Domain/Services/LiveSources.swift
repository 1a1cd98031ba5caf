/// Where the song search's answers come from when they do not come from its catalog: a live
/// search API (`play --live`). The architectures never see it: they talk to the service.
@MainActor
public protocol SongSource: AnyObject {
    /// Asks for the songs `term` finds, at most `limit`.
    ///
    /// - Parameter answer: Called once, on the main actor, never inside this call: the songs
    ///   or `.failed`.
    func songs(for term: String, limit: Int, answer: @escaping @MainActor (Result<[Song], ServiceError>) -> Void)
}

/// Where artwork comes from when it does not come after the loader's latency: the images'
/// own URLs (`play --live`).
@MainActor
public protocol ArtworkSource: AnyObject {
    /// Asks for the image at `url`.
    ///
    /// - Parameter answer: Called once, on the main actor, never inside this call: the image
    ///   or `.failed`.
    func image(at url: String, answer: @escaping @MainActor (Result<Artwork, ServiceError>) -> Void)
}
