import Foundation
import Harness
import ScenarioLanguage

// What `workbench worker` and the process that started it say to each other: one line per
// message. Jobs go in as JSON. Answers come out as JSON after a one-letter tag; progress
// comes out as a few plain bytes per step, as it is written at every step and must cost
// next to nothing.

/// A job for a worker: one scenario file, run on some architectures and judged.
struct WorkerJob: Codable, Equatable, Sendable {
    /// The scenario file, as the parent names it (the worker runs in the parent's folder).
    let file: String
    /// The folder its fixtures must stay inside, as the parent loaded it.
    let suite: SuiteFolder
    /// The architectures to run it on, in the order the outcome lists them.
    let architectureIDs: [String]
    /// How much of the runs comes back.
    let detail: RunDetail
}

/// How much of its runs a worker sends back.
enum RunDetail: String, Codable, Sendable {
    /// The judged outcome condensed, as `compare` keeps it (``ScenarioOutcome/condensed(measuredFrom:)``):
    /// a few records per run, however long the scenario.
    case condensed
    /// Every step of every run with its snapshot's text, which `run` shows.
    case everyStep
}

/// What a worker writes on its standard output.
enum WorkerMessage: Equatable {
    /// An architecture began a step of its run (0 is `launch`): `S mvb 4`.
    case reached(architectureID: String, step: Int)
    /// The job is done: the scenario's outcome on the job's architectures, judged.
    case outcome(ScenarioOutcome)

    /// The message as the line a worker writes, newline included.
    func line() throws -> [UInt8] {
        switch self {
        case let .reached(architectureID, step):
            return Array("S \(architectureID) \(step)\n".utf8)
        case let .outcome(outcome):
            return Array("O ".utf8) + Array(try JSONEncoder().encode(outcome)) + [Self.newline]
        }
    }

    /// The message a line holds (without its newline).
    ///
    /// - Throws: ``WorkerProtocolError`` for a line no worker writes.
    init(line: ArraySlice<UInt8>) throws(WorkerProtocolError) {
        guard line.count >= 2, line[line.startIndex + 1] == UInt8(ascii: " ") else { throw .malformedLine(Self.shown(line)) }
        let body = line.dropFirst(2)
        switch line[line.startIndex] {
        case UInt8(ascii: "S"):
            let words = String(decoding: body, as: UTF8.self).split(separator: " ")
            guard words.count == 2, let step = Int(words[1]) else { throw .malformedLine(Self.shown(line)) }
            self = .reached(architectureID: String(words[0]), step: step)
        case UInt8(ascii: "O"):
            do {
                self = .outcome(try JSONDecoder().decode(ScenarioOutcome.self, from: Data(body)))
            } catch {
                throw .malformedLine(Self.shown(line))
            }
        default:
            throw .malformedLine(Self.shown(line))
        }
    }

    /// The end of a line.
    static let newline = UInt8(ascii: "\n")

    /// The start of a line, enough to recognise it in an error message.
    private static func shown(_ line: ArraySlice<UInt8>) -> String {
        String(decoding: line.prefix(60), as: UTF8.self)
    }
}

/// A line from a worker that is none of its messages: a fault in the program, not in a scenario.
enum WorkerProtocolError: Error, Equatable, CustomStringConvertible {
    case malformedLine(String)

    var description: String {
        switch self {
        case let .malformedLine(start): "a worker wrote a line that is no message: \"\(start)\""
        }
    }
}
