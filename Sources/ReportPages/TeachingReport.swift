import ArchitectureKit
import Bench
import Foundation
import Harness
import HeadlessUI
import Metrics
import Reports

/// Everything the teaching report shows (`Reports/comparison.*`), gathered once and rendered as
/// Markdown, HTML and JSON. All of it but ``machine`` is the same on every machine and every
/// run, so a committed report can be checked for staleness byte for byte.
public struct TeachingReport: Sendable, Codable, Equatable {
    public struct ArchitectureEntry: Sendable, Codable, Equatable {
        public let id: String
        public let name: String
        public let summary: String
        public let seedTitle: String
        public let seedAuthor: String
        public let seedURL: String
        public let isBaseline: Bool
        /// The architecture's sources, relative to the package root; its README is there.
        public let sourceFolder: String
        public let searchPath: PathEntry?
        /// When its seed's advocate would choose it (``Architecture/whenToChoose``).
        public var whenToChoose: String?
        /// The roles that connect its views to the state (``Architecture/wiringRoles``).
        public var wiringRoles: [String] = []
    }

    /// The search intent's path through one architecture (``IntentPath``).
    public struct PathEntry: Sendable, Codable, Equatable {
        public struct Step: Sendable, Codable, Equatable {
            public let role: String
            public let type: String
            public let does: String
        }

        public let intent: String
        public let steps: [Step]
    }

    /// One row of the agreement matrix.
    public struct ScenarioRow: Sendable, Codable, Equatable {
        public let file: String
        public let name: String
        public let tags: [String]
        /// One verdict per architecture, in ``TeachingReport/architectures`` order.
        public let verdicts: [ScenarioOutcome.Verdict]
    }

    /// One concern, side by side.
    public struct ConcernEntry: Sendable, Codable, Equatable {
        public struct Implementation: Sendable, Codable, Equatable {
            public let architectureID: String
            /// Every place the architecture marks for the concern; empty when it marks none.
            public let excerpts: [Excerpt]
            /// The work of the concern's scenarios on this architecture, added up (the objects
            /// alive at their peak), its writes only those to the concern's ``ConcernEntry/widgets``;
            /// nil when none of them ran.
            public let work: WorkCounts?
            /// The writes of ``work``, by the widget they went to (the concern's widgets only).
            public var writesByWidget: [String: WidgetWrites.Tally] = [:]

            /// The lines of code under the concern's markers, together.
            public var nloc: Int { excerpts.map(\.nloc).reduce(0, +) }
            /// The lines of the support-library functions the concern's code calls, each function once.
            public var supportNLOC: Int { Set(excerpts.flatMap(\.leansOn)).map(\.nloc).reduce(0, +) }
        }

        public let concern: Concern
        public let implementations: [Implementation]
        /// The scenarios tagged for the concern, whose work ``Implementation/work`` adds up.
        public var scenarios: [String] = []
        /// The counts that belong to the concern, which its cost table shows.
        public var counters: [WorkCounter] = WorkCounter.allCases
        /// The widgets the concern writes to, as HeadlessUI's `WidgetWrites` names them: only
        /// their writes are the concern's.
        public var widgets: [String] = []
    }

    public let architectures: [ArchitectureEntry]
    public let scenarios: [ScenarioRow]
    public let concerns: [ConcernEntry]
    public let coupling: CouplingReport
    /// Each architecture's work over every scenario it ran to the end, in ``architectures`` order.
    public let work: [WorkCounts]
    /// The scenarios whose run crashed, which ``work`` leaves out, per architecture in
    /// ``architectures`` order; nil when none did.
    public var crashedFiles: [[String]]?
    /// Each architecture's writes over every scenario by the widget they went to (HeadlessUI's
    /// `WidgetWrites` names), in ``architectures`` order.
    public var writesByWidget: [[String: WidgetWrites.Tally]] = []
    /// What each architecture's stores did over every scenario it ran to the end, in
    /// ``architectures`` order; nil for an architecture without a store.
    public var storeWork: [StoreWorkCounts?] = []
    /// The compare's one-line verdict: `61 scenarios × 6 architectures: 61 pass, …`.
    public let summary: String
    /// True when every scenario passed and agreed on every architecture.
    public let allAgree: Bool
    /// The published claims decided from the report's figures, the cost of change and the
    /// timings it shows included (``withClaims(changes:bench:)``); nil until the pages are rendered.
    public var claims: [ClaimFinding]?
}

/// The part of the report that depends on the machine: timings, and where and when they were taken.
public struct MachineSection: Sendable, Codable, Equatable {
    /// The host's name, its operating system and its processor count.
    public let machine: String
    /// The day the timings were taken, `2026-11-22` (UTC).
    public let date: String
    public let bench: BenchResult

    public init(machine: String, date: String, bench: BenchResult) {
        self.machine = machine
        self.date = date
        self.bench = bench
    }
}

extension TeachingReport {
    /// Gathers the report from a comparison, its coupling analysis and the sources in `tree`.
    @MainActor
    public static func make(architectures: [any Architecture], compare: CompareReport, coupling: CouplingReport, tree: SourceTree) -> TeachingReport {
        make(architectures: architectures, compare: compare,
             analysis: SourceAnalysis(coupling: coupling, excerpts: SourceAnalysis.excerpts(of: architectures, tree: tree)))
    }

    /// Gathers the report from a comparison and what the analysis of its sources found.
    @MainActor
    public static func make(architectures: [any Architecture], compare: CompareReport, analysis: SourceAnalysis) -> TeachingReport {
        let entries = architectures.map { architecture in
            ArchitectureEntry(
                id: architecture.id, name: architecture.displayName, summary: architecture.summary,
                seedTitle: architecture.seed.title, seedAuthor: architecture.seed.author, seedURL: architecture.seed.url,
                isBaseline: architecture.isBaseline, sourceFolder: architecture.sourceFolder,
                searchPath: PathEntry(intent: architecture.searchPath.intent, steps: architecture.searchPath.steps.map {
                    PathEntry.Step(role: $0.role, type: $0.type, does: $0.does)
                }),
                whenToChoose: architecture.whenToChoose,
                wiringRoles: architecture.wiringRoles
            )
        }
        let rows = compare.outcomes.map { outcome in
            ScenarioRow(file: outcome.file, name: outcome.name, tags: outcome.tags,
                        verdicts: architectures.map { outcome.verdicts[$0.id] ?? .error })
        }
        let excerpts = architectures.map { analysis.excerpts[$0.sourceFolder] ?? [:] }
        let concerns = Concern.all.map { concern in
            let outcomes = compare.outcomes.filter { $0.tags.contains(concern.tag) }
            return ConcernEntry(
                concern: concern,
                implementations: architectures.enumerated().map { index, architecture in
                    let runs = outcomes.compactMap { $0.runs.first { $0.architectureID == architecture.id && !$0.crashed } }
                    return ConcernEntry.Implementation(
                        architectureID: architecture.id,
                        excerpts: excerpts[index][concern.marker] ?? [],
                        work: runs.isEmpty ? nil : ConcernCounters.work(of: runs, for: concern),
                        writesByWidget: ConcernCounters.writesByWidget(of: runs, for: concern)
                    )
                },
                scenarios: outcomes.map(\.file),
                counters: ConcernCounters.counters(for: concern),
                widgets: ConcernCounters.widgets(for: concern)
            )
        }
        let crashed = architectures.map { compare.crashedFiles(of: $0.id) }
        return TeachingReport(
            architectures: entries, scenarios: rows, concerns: concerns, coupling: analysis.coupling.withoutFunctionLists.withoutReferenceSources,
            work: architectures.map { compare.totalWork(of: $0.id) },
            crashedFiles: crashed.allSatisfy(\.isEmpty) ? nil : crashed,
            writesByWidget: architectures.map { compare.writesByWidget(of: $0.id) },
            storeWork: architectures.map { compare.totalStoreWork(of: $0.id) },
            summary: TextReport.summaryLine(compare), allAgree: compare.overall == .allAgree
        )
    }
}

extension MachineSection {
    /// This host: its name, operating system and processor count.
    public static var thisMachine: String {
        let info = ProcessInfo.processInfo
        return "\(info.hostName) (\(info.operatingSystemVersionString), \(info.processorCount) cores)"
    }

    /// Today in UTC, `2026-11-22`.
    public static var today: String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date())
    }
}
