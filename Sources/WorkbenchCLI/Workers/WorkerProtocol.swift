import Foundation
import Harness
import ScenarioLanguage

// What `workbench worker` and the process that started it say to each other: one line per
// message. Jobs go in as JSON. An answer comes out after a one-letter tag in the compact form
// of `Harness/Crossing/` (the pieces sent ahead of a long one, as JSON); progress comes out as
// a few plain bytes per step, as it is written at every step and must cost next to nothing. Every line tells the parent the worker is not stuck: it stops one that
// writes none for `--worker-timeout` seconds.

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
    /// The mutant to switch on first, in a program built from a mutated copy (0: none); nil
    /// leaves the switch as it is. `mutate` runs mutant after mutant in one worker this way.
    var mutant: Int? = nil
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
    /// The worker began a job: it reads the scenario and loads its fixtures, once for all the
    /// job's architectures, before any of them begins: `P`.
    case preparing
    /// It is still loading a fixture, and the loading used the processor since it last said
    /// so: `L`, a few times a second while a large catalog is read and decoded.
    case loading
    /// An architecture began a step of its run (0 is `launch`): `S mvb 4`.
    case reached(architectureID: String, step: Int)
    /// Part of a run of the answer to come, sent ahead of it: `R {…}` (``RunPiece``).
    case piece(RunPiece)
    /// The job is done: the scenario's outcome on the job's architectures, judged.
    case outcome(ScenarioOutcome)

    /// The message as the line a worker writes, newline included.
    func line() throws -> [UInt8] {
        switch self {
        case .preparing:
            return Array("P\n".utf8)
        case .loading:
            return Array("L\n".utf8)
        case let .reached(architectureID, step):
            return Array("S \(architectureID) \(step)\n".utf8)
        case let .piece(piece):
            return try Self.line(tag: "R ", piece)
        case let .outcome(outcome):
            let compact = try outcome.compactBytes()
            var line = Array("O ".utf8)
            line.reserveCapacity(line.count + compact.count + 1)
            line.append(contentsOf: compact)
            line.append(Self.newline)
            return line
        }
    }

    /// `tag` and `value` as JSON, in one buffer the JSON is copied into once.
    private static func line(tag: String, _ value: some Encodable) throws -> [UInt8] {
        let json = try JSONEncoder().encode(value)
        var line = Array(tag.utf8)
        line.reserveCapacity(line.count + json.count + 1)
        line.append(contentsOf: json)
        line.append(Self.newline)
        return line
    }

    /// The JSON of a line's `body` decoded in place: an answer may be megabytes long.
    private static func decoded<T: Decodable>(_ type: T.Type, from body: ArraySlice<UInt8>, line: ArraySlice<UInt8>) throws(WorkerProtocolError) -> T {
        do {
            return try body.withUnsafeBytes { bytes in
                guard let start = bytes.baseAddress, bytes.count > 0 else { throw WorkerProtocolError.malformedLine(Self.shown(line)) }
                return try JSONDecoder().decode(type, from: Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: start), count: bytes.count,
                                                                 deallocator: .none))
            }
        } catch {
            throw .malformedLine(Self.shown(line))
        }
    }

    /// The message a line holds (without its newline).
    ///
    /// - Throws: ``WorkerProtocolError`` for a line no worker writes.
    init(line: ArraySlice<UInt8>) throws(WorkerProtocolError) {
        // The tag read through a buffer, not the slice's own methods: a debug build calls those
        // unspecialised, at more cost per step line than the rest of its reading.
        let head = line.withUnsafeBufferPointer { bytes in (bytes.count > 0 ? bytes[0] : nil, bytes.count > 1 ? bytes[1] : nil) }
        switch head {
        case (UInt8(ascii: "P"), nil):
            self = .preparing
        case (UInt8(ascii: "L"), nil):
            self = .loading
        case (UInt8(ascii: "S"), UInt8(ascii: " ")):
            guard let reached = Self.reached(line) else { throw .malformedLine(Self.shown(line)) }
            self = .reached(architectureID: reached.architectureID, step: reached.step)
        case (UInt8(ascii: "R"), UInt8(ascii: " ")):
            self = .piece(try Self.decoded(RunPiece.self, from: line.dropFirst(2), line: line))
        case (UInt8(ascii: "O"), UInt8(ascii: " ")):
            do {
                self = .outcome(try line.dropFirst(2).withUnsafeBufferPointer { bytes throws(CompactFormError) in try ScenarioOutcome(compact: bytes) })
            } catch {
                throw .malformedAnswer(error, Self.shown(line))
            }
        default:
            throw .malformedLine(Self.shown(line))
        }
    }

    /// Whether `line` is a well-formed step line and `next` a step line of the same
    /// architecture: a later step of the same run, as a worker runs a job's architectures one
    /// after another and says it begins the next job before any of its steps. All a step tells
    /// the parent is how far a run got, so `next` says all `line` does, and `line` need not be
    /// read. A malformed `line` is not passed over: it is read, and refused.
    static func isStep(_ line: ArraySlice<UInt8>, supersededBy next: ArraySlice<UInt8>) -> Bool {
        line.withUnsafeBufferPointer { line in
            next.withUnsafeBufferPointer { next in
                guard let end = stepFields(line)?.architectureEnd, next.count > end, next[end] == UInt8(ascii: " "),
                      next[0] == UInt8(ascii: "S"), next[1] == UInt8(ascii: " ") else { return false }
                return memcmp(line.baseAddress! + 2, next.baseAddress! + 2, end - 2) == 0
            }
        }
    }

    /// The architecture and step of a step line (`S mvb 4`).
    private static func reached(_ line: ArraySlice<UInt8>) -> (architectureID: String, step: Int)? {
        line.withUnsafeBufferPointer { bytes in
            guard let fields = stepFields(bytes) else { return nil }
            return (String(decoding: UnsafeBufferPointer(rebasing: bytes[2..<fields.architectureEnd]), as: UTF8.self), fields.step)
        }
    }

    /// Where the architecture of a step line (`S mvb 4`) ends (at the space before the step),
    /// and the step; nil unless the line is a step line. Read byte by byte: the parent reads
    /// one such line per step of every run, and splitting each into strings, or walking it with
    /// the collection methods a debug build does not specialise, cost it more than the rest of
    /// the line's handling.
    private static func stepFields(_ bytes: UnsafeBufferPointer<UInt8>) -> (architectureEnd: Int, step: Int)? {
        guard bytes.count > 2, bytes[0] == UInt8(ascii: "S"), bytes[1] == UInt8(ascii: " ") else { return nil }
        var space = 2
        while space < bytes.count, bytes[space] != UInt8(ascii: " ") { space += 1 }
        let digits = bytes.count - space - 1
        guard space > 2, digits > 0, digits < 19 else { return nil }
        var step = 0
        for index in (space + 1)..<bytes.count {
            let digit = Int(bytes[index]) - Int(UInt8(ascii: "0"))
            guard digit >= 0, digit <= 9 else { return nil }
            step = step * 10 + digit
        }
        return (space, step)
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
    /// An answer whose compact form is broken: where (counted from the byte after its tag) and how.
    case malformedAnswer(CompactFormError, String)

    var description: String {
        switch self {
        case let .malformedLine(start): "a worker wrote a line that is no message: \"\(start)\""
        case let .malformedAnswer(error, start): "a worker wrote an answer that cannot be read (\(error)): \"\(start)\""
        }
    }
}
