import ArchitectureKit
@testable import Bench
import Harness
@testable import Metrics
@testable import ReportPages
import Reports
import Testing

/// The sentences that say what a section's numbers teach, made from a report whose numbers
/// are small enough to check by hand.
struct ReportFindingsTests {
    static func entry(_ id: String, _ name: String, baseline: Bool = false) -> TeachingReport.ArchitectureEntry {
        .init(id: id, name: name, summary: "", seedTitle: "", seedAuthor: "", seedURL: "", isBaseline: baseline,
              sourceFolder: "Sources/\(name)", searchPath: nil)
    }

    static func coupling(_ id: String, _ name: String, nloc: Int, roles: Int, support: Int = 0,
                                 state: Int = 0, functions: Int = 0, ccnMean: Double = 0, cycles: [[String]] = []) -> ArchitectureCoupling {
        var app = RoleMetrics(name: "app")
        app.nloc = nloc
        app.state = MutableState(storedVars: state)
        app.functions = functions
        app.ccnMean = ccnMean
        var supportRole = RoleMetrics(name: "Rx")
        supportRole.nloc = support
        return ArchitectureCoupling(id: id, name: name, sourceFolder: "Sources/\(name)",
                                    roles: (0..<roles).map { RoleMetrics(name: "Role\($0)") }, app: app,
                                    support: support > 0 ? [supportRole] : [], cycles: cycles)
    }

    static func excerpt(_ role: String, nloc: Int) -> Excerpt {
        Excerpt(file: "F.swift", line: 1, endLine: nloc, role: role, code: "", nloc: nloc)
    }

    /// A (plain, partial reloads), B (a support library, whole reloads only), and Direct.
    static let report = TeachingReport(
        architectures: [entry("a", "A"), entry("b", "B"), entry("direct", "Direct", baseline: true)],
        scenarios: [],
        concerns: [.init(concern: Concern.all[0], implementations: [
            .init(architectureID: "a", excerpts: [excerpt("Models", nloc: 4)], work: WorkCounts(tasksScheduled: 24)),
            .init(architectureID: "b", excerpts: [excerpt("Views", nloc: 9), excerpt("Models", nloc: 1)], work: WorkCounts(tasksScheduled: 24)),
            .init(architectureID: "direct", excerpts: [excerpt("Models", nloc: 4)], work: WorkCounts(tasksScheduled: 20)),
        ], counters: [.tasksScheduled])],
        coupling: CouplingReport(architectures: [
            coupling("a", "A", nloc: 300, roles: 4, state: 5, functions: 40, ccnMean: 1.25),
            coupling("b", "B", nloc: 450, roles: 6, support: 1_200, state: 20, functions: 10, ccnMean: 2.5, cycles: [["Models", "Views"]]),
            coupling("direct", "Direct", nloc: 200, roles: 2, state: 10, functions: 20, ccnMean: 2),
        ]),
        work: [
            WorkCounts(writes: 1_500, equalWrites: 300, cellsConfigured: 80, fullReloads: 4, partialReloads: 6, objectsAlive: 40),
            WorkCounts(writes: 800, equalWrites: 400, cellsConfigured: 50, fullReloads: 10, partialReloads: 0, objectsAlive: 90,
                       supportObjectsAlive: 1_250),
            WorkCounts(writes: 1_000, equalWrites: 100, cellsConfigured: 80, fullReloads: 4, partialReloads: 6, objectsAlive: 30),
        ],
        writesByWidget: [
            ["search.results[].title": .init(writes: 700), "search.results[].artwork": .init(writes: 200), "search.status": .init(writes: 100),
             "card.route": .init(writes: 300), "card.status": .init(writes: 100), "#title": .init(writes: 100), "song.title": .init(writes: 105)],
            [:],
            ["search.results[].title": .init(writes: 400), "search.status": .init(writes: 100), "card.route": .init(writes: 300),
             "#title": .init(writes: 100), "flights.list[].title": .init(writes: 100), "song.title": .init(writes: 100)],
        ],
        summary: "", allAgree: true
    )

    @Test func theWorkSentencesNameTheExtremesAgainstTheBaseline() {
        #expect(ReportFindings.work(Self.report) == [
            // 1,500 / 1,000 and 800 / 1,000: 800 is 47% under 1,500.
            "Of the two architectures, A writes to widgets the most (1,500, ×1.50 Direct's 1,000), and B the least (800, ×0.80 Direct's 1,000).",
            // The rows of search.results: 700 + 200 against 400; the card's widgets 300 + 100 against 300
            // (25% more); the same to search.status and the titles; 105 to song's widgets against 100 is
            // 4.8% more, about the same; Direct alone writes to flights.list's rows.
            "Where A writes more than Direct: the rows of `search.results` (+500), the widgets of `card` (+100).",
            // 400 / 800 = 50% against 300 / 1,500 = 20%; Direct's 100 / 1,000 = 10% is only the baseline.
            "Some writes set the value a widget already shows, work that changes nothing on screen: "
                + "the largest share in B (50.0%, 400 of 800), the smallest in A (20.0%, 300 of 1,500); Direct's is 10.0%.",
            // B's 10 whole reloads against A's and Direct's 4: 60% fewer.
            "B never reloads only the rows that changed; each change reloads a whole table instead (10 full reloads against 4). "
                + "Cells configured: B 50; A and Direct 80.",
            // 90 / 30 and 40 / 30; only B has a support library, whose peak is counted apart.
            "Of the two architectures, B keeps the most objects alive at once (90, ×3.00 Direct's 30), and A the fewest (40, ×1.33 Direct's 30); "
                + "the support library's objects are counted apart, at their peak B 1,250.",
        ])
    }

    @Test func anArchitectureThatReloadsNoRowAndNoMoreTablesUpdatesItsCellsInPlace() {
        let report = TeachingReport(architectures: Self.report.architectures, scenarios: [], concerns: [], coupling: Self.report.coupling, work: [
            WorkCounts(writes: 10, cellsConfigured: 80, fullReloads: 4, partialReloads: 6),
            WorkCounts(writes: 10, cellsConfigured: 30, fullReloads: 4, partialReloads: 0),
            WorkCounts(writes: 10, cellsConfigured: 80, fullReloads: 4, partialReloads: 6),
        ], summary: "", allAgree: true)

        #expect(ReportFindings.work(report).contains(
            "B never reloads only the rows that changed, and reloads as many whole tables as the others (4 full reloads): "
                + "a change reaches the cell on screen without the table. Cells configured: B 30; A and Direct 80."))
    }

    @Test func theCouplingSentencesNameLinesSupportAndRoles() {
        #expect(ReportFindings.coupling(Self.report) == [
            // 450 / 200 and 300 / 200; 300 is a third under 450.
            "Of the two architectures, B has the most lines of app code (450, ×2.25 Direct's 200), and A the fewest (300, ×1.50 Direct's 200).",
            "B (Rx 1,200) also leans on a support library, counted apart: code the app does not show but carries.",
            // Direct's 2 roles are not ranked.
            "Roles go from 4 in A to 6 in B: each role is a folder, and the rules say what may depend on it.",
            "Every rule an architecture declares about itself holds.",
        ])
    }

    @Test func theMetricSentencesNameTheStateTheFunctionsAndTheLoops() {
        #expect(ReportFindings.metrics(Self.report) == [
            // 20 / 10 and 5 / 10.
            "Of the two architectures, B keeps the most mutable state (20, ×2.00 Direct's 10), and A the least (5, ×0.50 Direct's 10). "
                + "That state, however it is held (stored `var`s, relays and subjects, observed and bound properties), "
                + "is what its tests must set up and its views must be told about.",
            "Of the two architectures, A has the most functions (40, ×2.00 Direct's 20), and B the fewest (10, ×0.50 Direct's 20).",
            // B has the fewest functions and the highest mean, each rank alone.
            "The mean cyclomatic complexity of a function goes from 1.25 in A to 2.50 in B: fewer functions, each with more branches.",
            "Roles that depend on each other round a loop: Models and Views in B; none in the others. "
                + "A loop means neither role can be understood, or tested, without the other.",
        ])
    }

    @Test func rolesThatMeetOnlyByNestingAreSaidToBeNoLoop() {
        var nesting = Self.coupling("a", "A", nloc: 300, roles: 4)
        nesting.nestingCycles = [["ViewModels", "Views"]]
        nesting.edges = [
            Edge(from: "ViewModels", to: .role("Views"), names: ["CardView"], nestingNames: ["CardView"]),
            Edge(from: "Views", to: .role("ViewModels"), names: ["CardView.ViewModel"]),
        ]
        let report = TeachingReport(architectures: [Self.entry("a", "A")], scenarios: [], concerns: [],
                                    coupling: CouplingReport(architectures: [nesting]), work: [WorkCounts()], summary: "", allAgree: true)
        #expect(ReportFindings.metrics(report).suffix(2) == [
            "No architecture has roles that depend on each other round a loop.",
            "ViewModels and Views in A are no loop but nesting: ViewModels declares its types inside extensions of Views' types, and names them nowhere else.",
        ])
    }

    @Test func aConcernsSentencesSayWhoNeedsTheFewestLinesAndWhereItLives() {
        // A 4 lines, B 9 + 1; Direct's 4 are not ranked. A and B schedule 24 tasks, Direct 20.
        #expect(ReportFindings.concern(Self.report.concerns[0], report: Self.report) == [
            "A needs the fewest lines for it (4), and B the most (10).",
            "Its work is the same in both architectures.",
            "It lives in Models in A and Direct and Models and Views in B.",
        ])
    }

    @Test func aStoresCostIsSaidPerActionForTheArchitecturesWithOneOnly() {
        var report = TeachingReport(architectures: [Self.entry("a", "A"), Self.entry("s", "S")], scenarios: [], concerns: [],
                                    coupling: CouplingReport(architectures: []), work: [WorkCounts(), WorkCounts()], summary: "", allAgree: true)
        // 8 actions: 20 comparisons is 2.50 an action, 6 observer calls 0.75, 3 scoped states 0.375, which rounds to 0.38.
        report.storeWork = [nil, StoreWorkCounts(actionsReduced: 8, stateComparisons: 20, scopesComputed: 3, observerCalls: 6, effectsStarted: 2)]
        #expect(ReportFindings.storeCosts(report) == [
            "S's stores ran 8 actions over the 0 scenarios, those views sent and those effects sent back. "
                + "After each, every observation alive compares what it shows with what it showed: 2.50 comparisons an action on average (20 in all), "
                + "observers called 0.75 times an action, each observation's first call included; "
                + "and 0.38 scoped states derived from their parent's an action (3 in all).",
        ])
        report.storeWork = [nil, StoreWorkCounts()]
        #expect(ReportFindings.storeCosts(report).isEmpty)
    }
}
