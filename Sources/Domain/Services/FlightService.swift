import VirtualTime

/// A change of one flight's status, from the live feed.
public struct FlightStatusChange: Equatable, Sendable {
    /// The flight's code, `BA287`.
    public let flightID: String
    public let status: FlightStatus

    public init(flightID: String, status: FlightStatus) {
        self.flightID = flightID
        self.status = status
    }
}

/// The model controller for flights: loads the board after a latency, and forwards the live
/// feed's status changes to every observer at once.
@MainActor
public final class FlightService {
    /// An observation of the live feed; cancel it, or release it, to stop.
    @MainActor
    public final class Observation {
        fileprivate weak var service: FlightService?
        fileprivate let id: Int

        fileprivate init(service: FlightService, id: Int) {
            self.service = service
            self.id = id
        }

        /// Stops the observation.
        public func cancel() {
            service?.observers.removeValue(forKey: id)
        }

        isolated deinit {
            cancel()
        }
    }

    /// How long a board load takes.
    public var latency: Duration
    /// How many board loads were asked for.
    public private(set) var requestCount = 0
    /// The board as the service knows it now, live changes included, in fixture order.
    public private(set) var flights: [Flight]

    private let queue: MainQueue
    private var failuresPending = 0
    private var observers: [Int: @MainActor (FlightStatusChange) -> Void] = [:]
    private var nextObserverID = 0

    public init(flights: [Flight], queue: MainQueue, latency: Duration = .milliseconds(150)) {
        self.flights = flights
        self.queue = queue
        self.latency = latency
    }

    /// Makes the next board load fail.
    public func failNextRequest() {
        failuresPending += 1
    }

    /// Loads the board.
    ///
    /// - Parameter completion: Called exactly once on the main queue: the flights as they
    ///   stand when the answer arrives, `.failed`, or `.cancelled`.
    @discardableResult
    public func loadBoard(completion: @escaping @MainActor (Result<[Flight], ServiceError>) -> Void) -> ServiceRequest {
        requestCount += 1
        let fails = failuresPending > 0
        if fails { failuresPending -= 1 }
        let call = PendingCall(queue: queue, completion: completion)
        call.deliver({ [weak self] in
            guard let self, !fails else { return .failure(.failed) }
            return .success(flights)
        }, after: latency)
        return call.makeRequest()
    }

    /// Calls `handler` with every status change from now on, in the instant it happens.
    ///
    /// - Returns: The observation; the feed stops calling `handler` once it is cancelled or released.
    public func observeStatusChanges(_ handler: @escaping @MainActor (FlightStatusChange) -> Void) -> Observation {
        let id = nextObserverID
        nextObserverID += 1
        observers[id] = handler
        return Observation(service: self, id: id)
    }

    /// Publishes a status change on the live feed (the scenario's `push`).
    ///
    /// - Returns: False, and nothing is published, when no flight has that code.
    @discardableResult
    public func publish(_ change: FlightStatusChange) -> Bool {
        guard let index = flights.firstIndex(where: { $0.id == change.flightID }) else { return false }
        flights[index].status = change.status
        for id in observers.keys.sorted() { observers[id]?(change) }
        return true
    }
}
