import Diagnostics
import Harness

/// How `workbench play` words a typed step it did not carry out.
public enum PlayWording {
    /// `cannot tap search.results[20]: the table shows 4 rows`, `no flight BA288 on the board; did you mean BA287?`
    public static func problem(_ problem: PlayProblem) -> String {
        switch problem {
        case let .step(stepProblem): PlainWording.failure(stepProblem)
        case let .unknownFlight(flight, suggestions): "no flight \(flight) on the board" + Spelling.hint(suggestions, quoted: false)
        }
    }
}
