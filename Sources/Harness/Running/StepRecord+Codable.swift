import Diagnostics

// A run of 100,000 steps sends 100,000 records from a worker to its parent (`run --jobs N`).
// Written as an object of named fields, with the location, the digest and the work as objects
// of their own, a record is some 400 bytes of JSON and dozens of values to build and take
// apart; written as one array of its values in a fixed order, it is a third of that, and a
// worker encodes it in a fraction of the memory.
//
//     [index, line, column, statement, digest first, digest second, [failures],
//      seconds, attoseconds, the eleven counts of its work (`WorkCounts+Compact.swift`)]

extension StepRecord: Codable {
    public init(from decoder: any Decoder) throws {
        var values = try decoder.unkeyedContainer()
        let index = try values.decode(Int.self)
        let location = SourceLocation(line: try values.decode(Int.self), column: try values.decode(Int.self))
        let statement = try values.decode(String.self)
        let digest = SnapshotDigest(first: try values.decode(UInt64.self), second: try values.decode(UInt64.self))
        let failures = try values.decode([StepFailure].self)
        let time = Duration(secondsComponent: try values.decode(Int64.self), attosecondsComponent: try values.decode(Int64.self))
        let work = try WorkCounts(compactFrom: &values)
        self.init(index: index, location: location, statement: statement, snapshotDigest: digest, failures: failures, time: time, work: work)
    }

    public func encode(to encoder: any Encoder) throws {
        var values = encoder.unkeyedContainer()
        try values.encode(index)
        try values.encode(location.line)
        try values.encode(location.column)
        try values.encode(statement)
        try values.encode(snapshotDigest.first)
        try values.encode(snapshotDigest.second)
        try values.encode(failures)
        try values.encode(time.components.seconds)
        try values.encode(time.components.attoseconds)
        try work.encodeCompact(into: &values)
    }
}
