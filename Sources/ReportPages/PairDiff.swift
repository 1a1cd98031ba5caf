import Harness
import HeadlessUI
import Metrics
import Reports

/// Two architectures side by side, concern by concern: the code each has at the concern's
/// markers, their roles, and the figures and exact counts in which they differ
/// (`workbench diff A B`, and the report's pairs). Numbers only; the renderers word them.
public struct PairDiff: Sendable, Codable, Equatable {
    /// One side of the pair.
    public struct Side: Sendable, Codable, Equatable {
        public let id: String
        public let name: String
        public let seedTitle: String
        public let seedAuthor: String
        public let sourceFolder: String
        /// Its roles, with their files and lines of code.
        public let roles: [Role]
    }

    public struct Role: Sendable, Codable, Equatable {
        public let name: String
        public let files: Int
        public let nloc: Int
    }

    /// A structural figure of each side (SPEC §6).
    public enum Measure: String, Sendable, Codable, CaseIterable {
        case appNLOC, supportNLOC, files, roles, functions, accessors, ccnMean, ccnMax, referenceTypes, valueTypes, mutableState, rules
    }

    public struct Figure: Sendable, Codable, Equatable {
        public let measure: Measure
        public let left: Double
        public let right: Double
    }

    public struct Count: Sendable, Codable, Equatable {
        public let counter: WorkCounter
        public let left: Int
        public let right: Int
    }

    /// One concern on both sides: where each marks it, and the concern's scenario's work.
    public struct ConcernPair: Sendable, Codable, Equatable {
        public let concern: Concern
        public let left: [Excerpt]
        public let right: [Excerpt]
        /// The counts that belong to the concern and differ over its scenarios; nil when none of them was run.
        public let work: [Count]?
        /// The widgets whose writes are the concern's (``TeachingReport/ConcernEntry/widgets``).
        public var widgets: [String] = []
        /// Those of the concern's widgets whose writes differ between the sides, by name.
        public var widgetWrites: [WidgetCount] = []

        /// Whether both sides mark the concern and the code under their markers is the same,
        /// character for character: then what their work differs by comes from elsewhere.
        public var sameCode: Bool {
            !left.isEmpty && left.map(\.code) == right.map(\.code)
        }
    }

    /// One widget's writes on both sides, as HeadlessUI's `WidgetWrites` names it.
    public struct WidgetCount: Sendable, Codable, Equatable {
        public let widget: String
        public let left: WidgetWrites.Tally
        public let right: WidgetWrites.Tally
    }

    /// What one change request touched on each side (`Reports/changes.json`); a side is nil
    /// when its patch did not apply, or when the side is not measured: it has no patch in any
    /// change, or was added since the changes were measured.
    public struct ChangePair: Sendable, Codable, Equatable {
        public let id: String
        public let title: String
        public let left: Touched?
        public let right: Touched?
        public var leftIsMeasured = true
        public var rightIsMeasured = true
    }

    /// One side's patch of one change, counted.
    public struct Touched: Sendable, Codable, Equatable {
        /// The roles it touches, those it creates apart.
        public let roles: NewAndModified
        /// The types it touches, new or not.
        public let types: Int
        /// Its files, of the app and of its tests, new or not.
        public let files: Int
        /// The app's lines of code it adds and removes.
        public let code: LineCount
    }

    public let left: Side
    public let right: Side
    /// The figures that differ, in ``Measure`` order.
    public let figures: [Figure]
    /// The counts over every scenario that differ, in ``WorkCounter`` order.
    public let work: [Count]
    public let concerns: [ConcernPair]
    /// Every change request, in the cost data's order; empty when `workbench changes` has not run.
    public var changes: [ChangePair] = []
}

extension PairDiff {
    /// The pair `left` ↔ `right` out of a report that holds both, with what each change request
    /// in `changes` touched on each side; nil when the report lacks one of them.
    public init?(_ report: TeachingReport, left leftID: String, right rightID: String, changes: ChangeReport? = nil) {
        guard let leftIndex = report.architectures.firstIndex(where: { $0.id == leftID }),
              let rightIndex = report.architectures.firstIndex(where: { $0.id == rightID }),
              let leftCoupling = report.coupling.architectures.first(where: { $0.id == leftID }),
              let rightCoupling = report.coupling.architectures.first(where: { $0.id == rightID })
        else { return nil }
        left = Self.side(report.architectures[leftIndex], leftCoupling)
        right = Self.side(report.architectures[rightIndex], rightCoupling)
        figures = Measure.allCases.compactMap { measure in
            let (one, other) = (Self.value(measure, leftCoupling), Self.value(measure, rightCoupling))
            return one == other ? nil : Figure(measure: measure, left: one, right: other)
        }
        work = Self.differences(report.work[leftIndex], report.work[rightIndex])
        concerns = report.concerns.map { entry in
            let sides = (entry.implementations.first { $0.architectureID == leftID }, entry.implementations.first { $0.architectureID == rightID })
            let work = sides.0?.work.flatMap { one in sides.1?.work.map { Self.differences(one, $0).filter { entry.counters.contains($0.counter) } } }
            let widgetWrites = work == nil ? [] : Self.differences(sides.0?.writesByWidget ?? [:], sides.1?.writesByWidget ?? [:])
            return ConcernPair(concern: entry.concern, left: sides.0?.excerpts ?? [], right: sides.1?.excerpts ?? [], work: work,
                               widgets: entry.widgets, widgetWrites: widgetWrites)
        }
        self.changes = (changes?.changes ?? []).map { change in
            func touched(_ id: String) -> Touched? {
                guard let side = change.architectures.first(where: { $0.architecture == id }), let cost = side.cost else { return nil }
                return Touched(roles: cost.roles, types: cost.types.count, files: cost.appFiles.count + cost.testFiles.count,
                               code: cost.app.code)
            }
            // An architecture the run did not know was not measured, as one with no patch is not.
            func isMeasured(_ id: String) -> Bool {
                change.architectures.first { $0.architecture == id }?.isMeasured ?? false
            }
            return ChangePair(id: change.id, title: change.title, left: touched(leftID), right: touched(rightID),
                              leftIsMeasured: isMeasured(leftID), rightIsMeasured: isMeasured(rightID))
        }
    }

    private static func side(_ entry: TeachingReport.ArchitectureEntry, _ coupling: ArchitectureCoupling) -> Side {
        Side(id: entry.id, name: entry.name, seedTitle: entry.seedTitle, seedAuthor: entry.seedAuthor, sourceFolder: entry.sourceFolder,
             roles: coupling.roles.map { Role(name: $0.name, files: $0.files, nloc: $0.nloc) })
    }

    private static func value(_ measure: Measure, _ coupling: ArchitectureCoupling) -> Double {
        let app = coupling.app ?? RoleMetrics(name: "")
        return switch measure {
        case .appNLOC: Double(app.nloc)
        case .supportNLOC: Double(coupling.support.map(\.nloc).reduce(0, +))
        case .files: Double(app.files)
        case .roles: Double(coupling.roles.count)
        case .functions: Double(app.functions)
        case .accessors: Double(app.accessors)
        case .ccnMean: (app.ccnMean * 100).rounded() / 100
        case .ccnMax: Double(app.ccnMax)
        case .referenceTypes: Double(app.referenceTypes)
        case .valueTypes: Double(app.valueTypes)
        case .mutableState: Double(app.state.total)
        case .rules: Double(coupling.rules.count)
        }
    }

    private static func differences(_ one: [String: WidgetWrites.Tally], _ other: [String: WidgetWrites.Tally]) -> [WidgetCount] {
        Set(one.keys).union(other.keys).sorted().compactMap { widget in
            let (left, right) = (one[widget] ?? WidgetWrites.Tally(), other[widget] ?? WidgetWrites.Tally())
            return left == right ? nil : WidgetCount(widget: widget, left: left, right: right)
        }
    }

    private static func differences(_ one: WorkCounts, _ other: WorkCounts) -> [Count] {
        WorkCounter.allCases.compactMap { counter in
            let (left, right) = (counter.value(in: one), counter.value(in: other))
            return left == right ? nil : Count(counter: counter, left: left, right: right)
        }
    }
}
