import Bench
import Foundation
import Harness
import Metrics
import Mutation
import Diagnostics
import Reports

/// The three files of the teaching report, rendered together, written together, and checked
/// against what is committed.
///
/// Each file keeps what depends on the machine in one section — between the
/// `machine-dependent` markers in Markdown and HTML, under the `machine` key in JSON — which
/// `compare --check` skips: the rest must match byte for byte.
public struct ReportFiles: Equatable {
    public static let names = ["comparison.md", "comparison.html", "comparison.json"]

    /// File name → content.
    public let contents: [String: String]

    /// `changes` is what the last full `workbench changes` found (`changes.json` beside the
    /// report), which the pages show as their "Cost of change"; nil when it has not run.
    /// `mutation` is what the last full `workbench mutate` found (`mutation.json` beside the
    /// report), which the pages show as their "Testability"; nil when it has not run.
    public init(report: TeachingReport, machine: MachineSection?, changes: ChangeReport? = nil, mutation: MutationDocument? = nil) {
        // An architecture added since the changes were measured is listed as not measured.
        let changes = changes?.including(report.architectures.map(\.id))
        let report = report.withClaims(changes: changes, bench: machine?.bench, mutation: mutation)
        let renderings: [@Sendable () -> String] = [
            { ReportMarkdown.render(report, machine: machine, changes: changes, mutation: mutation) },
            { ReportHTML.render(report, machine: machine, changes: changes, mutation: mutation) },
            { Self.json(report, machine: machine) },
        ]
        // The three do not depend on one another: side by side, they take the time of the longest.
        let rendered = Slots(count: renderings.count)
        DispatchQueue.concurrentPerform(iterations: renderings.count) { rendered.texts[$0] = renderings[$0]() }
        contents = Dictionary(uniqueKeysWithValues: zip(Self.names, rendered.texts))
    }

    /// A text per rendering, each written by the thread that renders it.
    private final class Slots: @unchecked Sendable {
        // Shared safely: each thread writes its own slot, and the slots are read only once
        // every thread is done.
        let texts: UnsafeMutableBufferPointer<String>

        init(count: Int) {
            texts = .allocate(capacity: count)
            texts.initialize(repeating: "")
        }

        deinit {
            _ = texts.deinitialize()
            texts.deallocate()
        }
    }

    /// The JSON document: `machine` (when measured) and `report`, keys sorted.
    private struct Document: Codable {
        let machine: MachineSection?
        let report: TeachingReport
    }

    private static func json(_ report: TeachingReport, machine: MachineSection?) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(Document(machine: machine, report: report))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    // MARK: - Reading what is there

    private struct MachinePart: Decodable {
        let machine: MachineSection?
    }

    /// The timings of the report already in `directory`, to keep when this run does not time.
    public static func existingMachine(in directory: String) -> MachineSection? {
        guard let data = FileManager.default.contents(atPath: path("comparison.json", in: directory)) else { return nil }
        // Only the machine's part is read: the rest may be of an older shape, and is written anew.
        return (try? JSONDecoder().decode(MachinePart.self, from: data))?.machine
    }

    /// The cost-of-change data in `directory`, which a full `workbench changes` wrote there.
    public static func existingChanges(in directory: String) -> ChangeReport? {
        ChangeReport.read(in: directory)
    }

    /// The mutation results in `directory`, kept there from a full `workbench mutate`; nil
    /// when there are none.
    ///
    /// - Throws: ``SourceDiagnostic`` at the fault when the file is there but cannot be read.
    public static func existingMutation(in directory: String) throws(SourceDiagnostic) -> MutationDocument? {
        try MutationResultsFile.read(in: directory)
    }

    // MARK: - Writing and checking

    /// Writes the files into `directory`, creating it, as one set: a kill at any moment or a
    /// full disk leaves the previous set whole or this one, once ``recover(in:)`` has run (as
    /// every write first does).
    ///
    /// - Throws: ``FileSystemFault`` for the step that failed.
    public func write(to directory: String) throws {
        try write(to: directory, fileSystem: LiveFileSystem())
    }

    func write(to directory: String, fileSystem: any FileSystem) throws {
        try Self.swap(in: directory, fileSystem).write(contents.mapValues { Data($0.utf8) })
    }

    /// Finishes, or clears, what a write that was killed left in `directory`: run before the
    /// report there is read or checked.
    ///
    /// - Throws: ``FileSystemFault`` for the step that failed.
    public static func recover(in directory: String) throws {
        try swap(in: directory, LiveFileSystem()).recover()
    }

    /// The three files' swap into `directory` (``FileSetSwap``).
    static func swap(in directory: String, _ fileSystem: any FileSystem) -> FileSetSwap {
        FileSetSwap(folder: directory, names: names, label: "comparison", fileSystem: fileSystem)
    }

    /// What is stale in `directory`: one message per file that is missing or whose
    /// deterministic part differs, naming the first line that differs.
    public func staleness(in directory: String) -> [String] {
        Self.names.compactMap { name -> String? in
            let path = Self.path(name, in: directory)
            guard let data = FileManager.default.contents(atPath: path) else { return "\(path) is missing" }
            let committed = Self.deterministicPart(of: String(decoding: data, as: UTF8.self), name: name)
            let fresh = Self.deterministicPart(of: contents[name, default: ""], name: name)
            guard committed != fresh else { return nil }
            let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
            let new = fresh.split(separator: "\n", omittingEmptySubsequences: false)
            let line = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
            return "\(path) is stale: its deterministic part first differs at line \(line + 1) of that part"
        }
    }

    /// The text without its machine-dependent section.
    static func deterministicPart(of text: String, name: String) -> String {
        if name.hasSuffix(".json") {
            guard let start = text.range(of: "\n  \"report\" : ") else { return text }
            return String(text[start.lowerBound...])
        }
        let begin = name.hasSuffix(".md") ? ReportMachineMarkdown.begin : ReportHTML.begin
        let end = name.hasSuffix(".md") ? ReportMachineMarkdown.end : ReportHTML.end
        guard let from = text.range(of: begin), let to = text.range(of: end, range: from.upperBound..<text.endIndex) else { return text }
        return String(text[..<from.lowerBound]) + String(text[to.upperBound...])
    }

    private static func path(_ name: String, in directory: String) -> String {
        (directory as NSString).appendingPathComponent(name)
    }
}
