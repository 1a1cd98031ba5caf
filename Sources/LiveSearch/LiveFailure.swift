import Diagnostics

/// Why a live request brought nothing usable: data only, worded by the renderers.
public enum LiveFailure: Error, Sendable, Equatable {
    /// The server answered with a status other than 200.
    case status(Int)
    /// No answer came within the time allowed.
    case timedOut
    /// The request did not get through: no server there, a broken connection.
    case unreachable(String)
    /// The body is not an iTunes Search API answer.
    case undecodable(SourceDiagnostic)

    /// Whether the server said too many requests were made: 429, or the 403 Apple's API is
    /// known to answer then.
    public var isRateLimit: Bool {
        self == .status(429) || self == .status(403)
    }
}

/// A live request that failed: what was asked, and why it failed.
public struct LiveProblem: Sendable, Equatable {
    /// The URL asked for.
    public let url: String
    public let failure: LiveFailure
}
