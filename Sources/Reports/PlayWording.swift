import Diagnostics
import Harness
import LiveSearch

/// How `workbench play` words a typed step it did not carry out.
public enum PlayWording {
    /// `cannot tap search.results[20]: the table shows 4 rows`, `no flight BA288 on the board; did you mean BA287?`
    public static func problem(_ problem: PlayProblem) -> String {
        switch problem {
        case let .step(stepProblem): PlainWording.failure(stepProblem)
        case let .unknownFlight(flight, suggestions): "no flight \(flight) on the board" + Spelling.hint(suggestions, quoted: false)
        }
    }

    /// `live request http://…/search?term=queen&entity=song&limit=50 failed: the server answered 500`
    public static func liveProblem(_ problem: LiveProblem) -> String {
        "live request \(problem.url) failed: " + liveFailure(problem.failure)
    }

    private static func liveFailure(_ failure: LiveFailure) -> String {
        switch failure {
        case let .status(status) where failure.isRateLimit:
            "the server answered \(status): too many requests (the iTunes Search API allows about 20 a minute)"
        case let .status(status): "the server answered \(status)"
        case .timedOut: "no answer within the time allowed"
        case let .unreachable(reason): reason
        case let .undecodable(diagnostic):
            "the answer is not an iTunes Search API answer: \(diagnostic.message) at line \(diagnostic.location.line), column \(diagnostic.location.column)"
        }
    }
}
