import ArchitectureKit
import Diagnostics
import Foundation
import HeadlessUI

// A judged outcome as a worker sends it to its parent: one line of ``CompactWriter``'s values
// in a fixed order. Runs of one scenario show the same screens, so the texts go once, in one
// table, and each run names the entries it holds. What a passing scenario never has, a step's
// failures, a divergence, a scenario's error, goes as JSON (its `Codable` form) inside a text,
// empty when there is none: writing those out by hand would double this file for no gain.
//
//     file, name, [tags], [architecture id, verdict, …], divergence, scenario error,
//     [digest first, digest second, text, …], [run, …]
//
//     run: architecture id, stopped early, [its texts' places in the table], [step, …],
//          the eleven counts of its total work, [widget, writes, equal writes, …],
//          0, or 1 and the five counts of its stores' work
//     step: index, line, column, statement, digest first, digest second, failures,
//           seconds, attoseconds, the eleven counts of its work

extension ScenarioOutcome {
    /// The outcome in compact form, without a newline.
    ///
    /// - Throws: What encoding a failure, a divergence or a scenario's error as JSON throws.
    public func compactBytes() throws -> [UInt8] {
        let writer = CompactWriter()
        writer.write(file)
        writer.write(name)
        writer.write(tags.count)
        tags.forEach { writer.write($0) }
        writer.write(verdicts.count)
        for (architectureID, verdict) in verdicts.sorted(by: { $0.key < $1.key }) {
            writer.write(architectureID)
            writer.write(verdict.rawValue)
        }
        try writer.writeJSON(divergence)
        try writer.writeJSON(scenarioError)
        var table: [SnapshotDigest: String] = [:]
        for run in runs { table.merge(run.snapshotTexts) { kept, _ in kept } }
        let texts = table.sorted { ($0.key.first, $0.key.second) < ($1.key.first, $1.key.second) }
        writer.write(texts.count)
        for (digest, text) in texts {
            writer.write(digest.first)
            writer.write(digest.second)
            writer.write(text)
        }
        writer.write(runs.count)
        for run in runs { try run.writeCompact(into: writer, table: texts.map(\.key)) }
        return writer.bytes
    }

    /// The outcome ``compactBytes()`` wrote.
    ///
    /// - Throws: ``CompactFormError`` at the first byte that is not what it writes.
    public init(compact bytes: UnsafeBufferPointer<UInt8>) throws(CompactFormError) {
        var reader = CompactReader(bytes)
        let file = try reader.readString()
        let name = try reader.readString()
        let tags = try (0..<reader.readCount()).map { _ throws(CompactFormError) in try reader.readString() }
        var verdicts: [String: Verdict] = [:]
        for _ in 0..<(try reader.readCount()) {
            let architectureID = try reader.readString()
            let place = reader.offset
            guard let verdict = Verdict(rawValue: try reader.readString()) else { throw CompactFormError(offset: place, expected: "a verdict") }
            verdicts[architectureID] = verdict
        }
        let divergence = try reader.readJSON(Divergence.self)
        let scenarioError = try reader.readJSON(SourceDiagnostic.self)
        let texts = try (0..<reader.readCount()).map { _ throws(CompactFormError) in
            (digest: SnapshotDigest(first: try reader.readUInt64(), second: try reader.readUInt64()), text: try reader.readString())
        }
        let runs = try (0..<reader.readCount()).map { _ throws(CompactFormError) in try ArchitectureRun(compactFrom: &reader, texts: texts) }
        guard reader.isAtEnd else { throw CompactFormError(offset: reader.offset, expected: "the end of the answer") }
        self.init(file: file, name: name, tags: tags, runs: runs, divergence: divergence, scenarioError: scenarioError, verdicts: verdicts)
    }
}

extension ArchitectureRun {
    /// - Parameter table: The digests of the outcome's table of texts, in its order.
    fileprivate func writeCompact(into writer: CompactWriter, table: [SnapshotDigest]) throws {
        writer.write(architectureID)
        writer.write(stoppedEarly)
        writer.write(snapshotTexts.count)
        for (place, digest) in table.enumerated() where snapshotTexts[digest] != nil { writer.write(place) }
        writer.write(steps.count)
        for step in steps { try step.writeCompact(into: writer) }
        totalWork.writeCompact(into: writer)
        writer.write(writesByWidget.count)
        // Sorted by the library's own comparison: a closure would be called back unoptimised.
        for widget in writesByWidget.keys.sorted() {
            writer.write(widget)
            writer.write(writesByWidget[widget]!.writes)
            writer.write(writesByWidget[widget]!.equalWrites)
        }
        writer.write(storeWork != nil)
        if let storeWork {
            for count in [storeWork.actionsReduced, storeWork.stateComparisons, storeWork.scopesComputed, storeWork.observerCalls,
                          storeWork.effectsStarted] {
                writer.write(count)
            }
        }
    }

    fileprivate init(compactFrom reader: inout CompactReader, texts: [(digest: SnapshotDigest, text: String)]) throws(CompactFormError) {
        let architectureID = try reader.readString()
        let stoppedEarly = try reader.readBool()
        var snapshotTexts: [SnapshotDigest: String] = [:]
        for _ in 0..<(try reader.readCount()) {
            let offset = reader.offset
            let place = try reader.readInt()
            guard texts.indices.contains(place) else { throw CompactFormError(offset: offset, expected: "a place in the table of texts") }
            snapshotTexts[texts[place].digest] = texts[place].text
        }
        let steps = try (0..<reader.readCount()).map { _ throws(CompactFormError) in try StepRecord(compactFrom: &reader) }
        let totalWork = try WorkCounts(compactFrom: &reader)
        var writesByWidget: [String: WidgetWrites.Tally] = [:]
        for _ in 0..<(try reader.readCount()) {
            let widget = try reader.readString()
            writesByWidget[widget] = WidgetWrites.Tally(writes: try reader.readInt(), equalWrites: try reader.readInt())
        }
        self.init(architectureID: architectureID, steps: steps, stoppedEarly: stoppedEarly, snapshotTexts: snapshotTexts, totalWork: totalWork,
                  writesByWidget: writesByWidget)
        if try reader.readBool() {
            storeWork = StoreWorkCounts(actionsReduced: try reader.readInt(), stateComparisons: try reader.readInt(),
                                        scopesComputed: try reader.readInt(), observerCalls: try reader.readInt(),
                                        effectsStarted: try reader.readInt())
        }
    }
}

extension StepRecord {
    fileprivate func writeCompact(into writer: CompactWriter) throws {
        writer.write(index)
        writer.write(location.line)
        writer.write(location.column)
        writer.write(statement)
        writer.write(snapshotDigest.first)
        writer.write(snapshotDigest.second)
        try writer.writeJSON(failures.isEmpty ? nil : failures)
        writer.write(Int(time.components.seconds))
        writer.write(Int(time.components.attoseconds))
        work.writeCompact(into: writer)
    }

    fileprivate init(compactFrom reader: inout CompactReader) throws(CompactFormError) {
        let index = try reader.readInt()
        let location = SourceLocation(line: try reader.readInt(), column: try reader.readInt())
        let statement = try reader.readString()
        let digest = SnapshotDigest(first: try reader.readUInt64(), second: try reader.readUInt64())
        let failures = try reader.readJSON([StepFailure].self) ?? []
        let time = Duration(secondsComponent: Int64(try reader.readInt()), attosecondsComponent: Int64(try reader.readInt()))
        self.init(index: index, location: location, statement: statement, snapshotDigest: digest, failures: failures, time: time,
                  work: try WorkCounts(compactFrom: &reader))
    }
}

extension WorkCounts {
    /// The eleven counts, in the order of their compact `Codable` form (`WorkCounts+Compact.swift`).
    fileprivate func writeCompact(into writer: CompactWriter) {
        for count in [writes, equalWrites, cellsConfigured, fullReloads, partialReloads, tasksScheduled,
                      searchRequests, artworkRequests, flightRequests, objectsAlive, supportObjectsAlive] {
            writer.write(count)
        }
    }

    fileprivate init(compactFrom reader: inout CompactReader) throws(CompactFormError) {
        self.init(
            writes: try reader.readInt(), equalWrites: try reader.readInt(), cellsConfigured: try reader.readInt(),
            fullReloads: try reader.readInt(), partialReloads: try reader.readInt(), tasksScheduled: try reader.readInt(),
            searchRequests: try reader.readInt(), artworkRequests: try reader.readInt(), flightRequests: try reader.readInt(),
            objectsAlive: try reader.readInt(), supportObjectsAlive: try reader.readInt()
        )
    }
}

extension CompactWriter {
    /// `value` as JSON in a text; an empty text for nil.
    fileprivate func writeJSON(_ value: (some Encodable)?) throws {
        write(try value.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) } ?? "")
    }
}

extension CompactReader {
    /// What ``CompactWriter/writeJSON(_:)`` wrote: nil for an empty text.
    fileprivate mutating func readJSON<T: Decodable>(_ type: T.Type) throws(CompactFormError) -> T? {
        let start = offset
        let json = try readString()
        guard !json.isEmpty else { return nil }
        do {
            return try JSONDecoder().decode(type, from: Data(json.utf8))
        } catch {
            throw CompactFormError(offset: start, expected: "JSON of \(type)")
        }
    }
}
