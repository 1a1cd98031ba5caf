import Domain
import Foundation

/// Artwork fetched from its own URL: an answer of 200 is the image (the headless UI keeps
/// only its URL); anything else, or no answer, is `.failed` and the row shows no image.
@MainActor
public final class LiveArtworkSource: ArtworkSource {
    private let connection: LiveConnection

    public init(connection: LiveConnection) {
        self.connection = connection
    }

    public func image(at url: String, answer: @escaping @MainActor (Result<Artwork, ServiceError>) -> Void) {
        guard let address = URL(string: url), address.scheme == "http" || address.scheme == "https" else {
            connection.soon { answer(.failure(.failed)) }
            return
        }
        connection.fetch(address) { [connection] result in
            switch result {
            case .success: answer(.success(Artwork(url: url)))
            case let .failure(failure):
                connection.note(failure, asking: address)
                answer(.failure(.failed))
            }
        }
    }
}
