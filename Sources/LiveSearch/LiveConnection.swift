import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches URLs with URLSession and hands each answer to the main thread, in its turn
/// (``deliverArrived()``). What failed is kept for the session to tell (``takeProblems()``).
@MainActor
public final class LiveConnection {
    private typealias Arrival = (id: Int, result: Result<Data, LiveFailure>)

    private let session: URLSession
    private let inbox = ArrivalInbox<Arrival>()
    private var waiting: [Int: @MainActor (Result<Data, LiveFailure>) -> Void] = [:]
    private var nextID = 0
    private var problems: [LiveProblem] = []

    /// - Parameter timeout: How long a request may go without an answer before it fails.
    public init(timeout: Duration = .seconds(10)) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: configuration)
    }

    /// Whether a request is still waiting for its answer.
    public var isWaiting: Bool { !waiting.isEmpty }

    /// Fetches `url` after `delay`; `answer` gets the body of a 200 answer, or why there is none.
    func fetch(_ url: URL, after delay: Duration = .zero, answer: @escaping @MainActor (Result<Data, LiveFailure>) -> Void) {
        let id = nextID
        nextID += 1
        waiting[id] = answer
        let inbox = inbox
        let task = session.dataTask(with: url) { data, response, error in
            inbox.post((id, Self.result(data: data, response: response, error: error)))
        }
        let nanoseconds = Int(delay.components.seconds) * 1_000_000_000 + Int(delay.components.attoseconds / 1_000_000_000)
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) { task.resume() }
    }

    /// Runs `work` at the next delivery: an answer already known is still never given
    /// inside the call that asked for it.
    func soon(_ work: @escaping @MainActor () -> Void) {
        let id = nextID
        nextID += 1
        waiting[id] = { _ in work() }
        inbox.post((id, .success(Data())))
    }

    /// Gives every answer that has arrived to its caller, in the order they arrived.
    public func deliverArrived() {
        for arrival in inbox.take() {
            waiting.removeValue(forKey: arrival.id)?(arrival.result)
        }
    }

    /// Keeps a failure for the session to tell.
    func note(_ failure: LiveFailure, asking url: URL) {
        problems.append(LiveProblem(url: url.absoluteString, failure: failure))
    }

    /// The failures noted since the last call.
    public func takeProblems() -> [LiveProblem] {
        defer { problems.removeAll() }
        return problems
    }

    private nonisolated static func result(data: Data?, response: URLResponse?, error: (any Error)?) -> Result<Data, LiveFailure> {
        if let error {
            let code = (error as NSError).code
            return .failure(code == NSURLErrorTimedOut ? .timedOut : .unreachable(error.localizedDescription))
        }
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard status == 200 else { return .failure(.status(status)) }
        return .success(data ?? Data())
    }
}
