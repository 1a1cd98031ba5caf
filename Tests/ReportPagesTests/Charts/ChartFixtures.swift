@testable import Bench
@testable import Harness
@testable import Metrics
@testable import ReportCharts
@testable import Reports

/// Values made by hand for the chart tests: small enough to count by eye.
enum ChartFixtures {
    static func role(_ name: String, nloc: Int) -> RoleMetrics {
        var metrics = RoleMetrics(name: name)
        metrics.nloc = nloc
        return metrics
    }

    /// `(root)` → Views → Models, each role also using Domain; Views breaks "Views do not
    /// reference Models" by referencing SearchModel, and with `brokenModule` also "Views use
    /// no Domain type" by naming Song.
    static func toy(broken: Bool = true, brokenModule: Bool = false) -> ArchitectureCoupling {
        var coupling = ArchitectureCoupling(id: "toy", name: "Toy", sourceFolder: "Sources/Architectures/Toy")
        coupling.roles = [role("Models", nloc: 20), role("Views", nloc: 10), role("(root)", nloc: 5)]
        coupling.edges = [
            Edge(from: "(root)", to: .role("Views"), names: ["SearchView"]),
            Edge(from: "(root)", to: .module("Domain"), names: ["Fixtures", "Song"]),
            Edge(from: "Models", to: .module("Domain"), names: ["ServiceError", "Song", "SongSearchService"]),
            Edge(from: "Views", to: .role("Models"), names: ["SearchModel", "SongModel"]),
            Edge(from: "Views", to: .module("Domain"), names: ["Song"]),
        ]
        coupling.rules = [
            RuleResult(statement: "Views do not reference Models", reason: "a view can be reused with any model", origin: .architecture,
                       status: broken ? .broken : .held,
                       breaks: broken ? [.init(file: "Sources/Architectures/Toy/Views/SearchView.swift", line: 12, role: "Views",
                                               finding: .references(type: "SearchModel", module: "Toy", role: "Models", through: .role("Models")))] : []),
            RuleResult(statement: "Models import no UI", reason: "testable without views", origin: .common, status: .held, breaks: []),
        ]
        if brokenModule {
            coupling.rules.append(RuleResult(
                statement: "Views use no Domain type", reason: "views take simple values", origin: .architecture, status: .broken,
                breaks: [.init(file: "Sources/Architectures/Toy/Views/SearchView.swift", line: 3, role: "Views",
                               finding: .references(type: "Song", module: "Domain", role: "Models", through: .module("Domain")))]))
        }
        return coupling
    }

    static func timing(_ id: String, _ name: String, baseline: Bool = false, ms: [Double], ratios: [Double]? = nil) -> ArchitectureTiming {
        ArchitectureTiming(architectureID: id, displayName: name, isBaseline: baseline, milliseconds: SampleSummary(ms),
                           ratioToBaseline: ratios.map(SampleSummary.init), work: WorkCounts())
    }

    /// One timed operation (MVC ×2 in [×1.5, ×3], MVVM ×0.9 in [×0.8, ×1]) and one not timed.
    static let operations = [
        OperationResult(file: "Scenarios/bench/show-1000.scenario", name: "Bench: show 1,000 results", problem: nil, timings: [
            timing("mvc", "MVC", ms: [2, 2, 2], ratios: [1.5, 2, 3]),
            timing("mvvm", "MVVM", ms: [1, 1, 1], ratios: [0.8, 0.9, 1.0]),
            timing("direct", "Direct", baseline: true, ms: [1, 1, 1]),
        ]),
        OperationResult(file: "Scenarios/bench/clear.scenario", name: "Bench: clear", problem: .endedOnAnotherScreen(architecture: "MVVM"), timings: []),
    ]

    /// A row whose fit, when given, is `fixed` ms plus `perResult` µs a result, with no spread.
    static func scaling(_ id: String, _ name: String, baseline: Bool = false, ms: [Double], fit: (fixed: Double, perResult: Double)?) -> ScalingRow {
        let exact = { (value: Double) in Estimate(value: value, low: value, high: value) }
        return ScalingRow(architectureID: id, displayName: name, isBaseline: baseline,
                          milliseconds: ms.map { SampleSummary([$0 * 0.9, $0, $0 * 1.2]) },
                          fit: fit.map { CostFit(fixedMilliseconds: exact($0.fixed), microsecondsPerResult: exact($0.perResult)) },
                          fixedAboveBaseline: nil, perResultAboveBaseline: nil, work: ms.map { _ in WorkCounts() }, rendersVisibleRowsOnly: true)
    }
}

extension ChartFixtures {
    /// The five architectures and the baseline, by id and name, as the workbench has them.
    static let architectures = [("mvc", "MVC"), ("mvvm", "MVVM"), ("mvb", "MVB"), ("mvvmc", "MVVMC"), ("binder", "Binder"), ("direct", "Direct")]

    /// Two operations in which every architecture is timed: the architecture at `rank` takes
    /// ×(1 + rank/4) Direct's time.
    static let everyArchitecture = ["show-1000", "clear"].map { name in
        OperationResult(file: "Scenarios/bench/\(name).scenario", name: name, problem: nil, timings: architectures.enumerated().map { rank, architecture in
            let ratio = 1 + Double(rank) / 4
            return architecture.0 == "direct"
                ? timing("direct", "Direct", baseline: true, ms: [1, 1, 1])
                : timing(architecture.0, architecture.1, ms: [ratio, ratio, ratio], ratios: [ratio * 0.99, ratio, ratio * 1.01])
        })
    }

    /// A sweep of every architecture in which all but MVVMC end within a few per cent of each
    /// other, as the measured ones do, so their names crowd at the lines' ends.
    static let everyScalingRow = architectures.enumerated().map { rank, architecture in
        let perResult = architecture.0 == "mvvmc" ? 0.28 : 0.072 + Double(rank) * 0.001
        return scaling(architecture.0, architecture.1, baseline: architecture.0 == "direct",
                       ms: [10, 100, 1_000, 10_000, 100_000].map { 0.05 + perResult * Double($0) / 1_000 }, fit: (0.05, perResult))
    }
}
