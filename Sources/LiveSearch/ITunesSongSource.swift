import Diagnostics
import Domain
import Foundation

/// The iTunes Search API as the song search's source: `GET /search?term=…&entity=song&limit=…`
/// at the endpoint, the answer decoded by ``SongDecoder``. Requests are paced by a token bucket
/// and answers kept for the session, so a term asked again costs no request. Whatever goes
/// wrong — a status other than 200, a timeout, a body that does not decode — is `.failed`:
/// the search shows its failure state.
@MainActor
public final class ITunesSongSource: SongSource {
    /// Apple's endpoint.
    public nonisolated static let defaultEndpoint = "https://itunes.apple.com"

    private let endpoint: URL
    private let connection: LiveConnection
    private var bucket: TokenBucket
    private let clock: () -> Duration
    private var answers: [URL: [Song]] = [:]

    /// - Parameters:
    ///   - endpoint: Where the API is: `https://itunes.apple.com`, or a server of one's own.
    ///   - bucket: The pace requests keep.
    ///   - clock: The time now, for the bucket; tests give one of their own.
    public init(endpoint: URL, connection: LiveConnection, bucket: TokenBucket = .iTunesSearch,
                clock: @escaping () -> Duration = LiveClock.sinceStart) {
        self.endpoint = endpoint
        self.connection = connection
        self.bucket = bucket
        self.clock = clock
    }

    /// How many requests went to the endpoint (answers kept for the session are not counted).
    public private(set) var requestsSent = 0

    public func songs(for term: String, limit: Int, answer: @escaping @MainActor (Result<[Song], ServiceError>) -> Void) {
        let url = Self.searchURL(endpoint, term: term, limit: limit)
        if let songs = answers[url] {
            connection.soon { answer(.success(songs)) }
            return
        }
        requestsSent += 1
        connection.fetch(url, after: bucket.reserve(at: clock())) { [weak self] result in
            answer(self?.decode(result, from: url) ?? .failure(.failed))
        }
    }

    private func decode(_ result: Result<Data, LiveFailure>, from url: URL) -> Result<[Song], ServiceError> {
        do {
            let data = try result.get()
            let songs = try SongDecoder.decode(String(decoding: data, as: UTF8.self), file: url.absoluteString)
            answers[url] = songs
            return .success(songs)
        } catch let failure as LiveFailure {
            connection.note(failure, asking: url)
        } catch let diagnostic as SourceDiagnostic {
            connection.note(.undecodable(diagnostic), asking: url)
        } catch {
            connection.note(.unreachable("\(error)"), asking: url)
        }
        return .failure(.failed)
    }

    /// `ENDPOINT/search?term=TERM&entity=song&limit=N`, the term percent-encoded whole (a space
    /// as `%20`, a `+` as `%2B`).
    public static func searchURL(_ endpoint: URL, term: String, limit: Int) -> URL {
        let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        let encoded = term.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
        let base = endpoint.absoluteString.hasSuffix("/") ? String(endpoint.absoluteString.dropLast()) : endpoint.absoluteString
        return URL(string: "\(base)/search?term=\(encoded)&entity=song&limit=\(limit)")!
    }
}

/// The clock a live source paces itself by: the time since the program started.
public enum LiveClock {
    private static let start = ContinuousClock.now

    @Sendable public static func sinceStart() -> Duration {
        ContinuousClock.now - start
    }
}
