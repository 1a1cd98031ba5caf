import Foundation
@testable import Metrics
@testable import Reports
import Testing
import WorkbenchTestKit

/// The terminal and Markdown forms of `workbench metrics`, read as a user reads them.
struct CouplingTextTests {
    private let report = CouplingReport(architectures: [CouplingFixture.architecture])

    @Test func theTextShowsTheMetricsTheDependenciesAndEachRuleWithItsBreaks() {
        #expect(CouplingText.text(report) == #"""
            Checked — Sources/Architectures/Checked

              role                files  nloc  funcs  acc  ccn max  ccn mean  class  struct  enum  proto  actor  ref  value  var  subject  Ca  Ce     I     A     D
              Models                  1    20      3    0        2      1.67      1       0     0      0      0    1      0    0        0   1   0  0.00  0.00  1.00
              Views                   2    30      8    2        4      1.88      2       0     0      0      0    2      0    1        0   1   1  0.50  0.00  0.50
              (root)                  1     5      1    0        1      1.00      0       1     0      0      0    0      1    0        0   0   1  1.00  0.00  0.00
              app total               4    55     12    2        4      1.75      0       0     0      0      0    0      0    1        0
              Reactive (support)      3   100     10    0        3      1.20      0       0     0      0      0    0      0    4        2

              Dependencies (type names on each edge):
              from \ to  Models  Views  (root)  HeadlessUI
              Models          -
              Views           1      -                   2
              (root)                 1       -
                (root) → Views: CardView
                Views → Models: SearchModel
                Views → module HeadlessUI: Label, View
              Cycles between roles: none
              References from: lexer (no index: no index store; a debug build writes one)

              Rules:
                ✗ broken    Views do not reference Models
                    Sources/Architectures/Checked/Views/CardView.swift:8  references SearchModel (role Models)
                ✗ broken    Views call no service
                    Sources/Architectures/Checked/Views/CardView.swift:9  references SongSearchService (classes of Domain/Services)
                ✗ broken    View models are values
                    Sources/Architectures/Checked/ViewModels/CardViewModel.swift:1  class CardViewModel is a reference type
                ✗ broken    Only view models create view models
                    Sources/Architectures/Checked/Checked.swift:2  creates CardViewModel
                ✗ broken    Views publish intents
                    Sources/Architectures/Checked/Views/CardView.swift:4  closeTapped is named for the widget, not the intent
                ✗ broken    Subviews are private
                    Sources/Architectures/Checked/Views/CardView.swift:3  subtitle is internal, not private
                ✗ broken    View models are held weakly
                    Sources/Architectures/Checked/Views/CardView.swift:5  strongModel holds its value strongly
                ✗ broken    Views assemble no text
                    Sources/Architectures/Checked/Views/CardView.swift:6  assembles text with an interpolated string
                ✗ broken    One static function per binding
                    Sources/Architectures/Checked/Bindings/CardBinding.swift:4  TwoBinding has 2 functions, 1 of them static
                · unchecked Not checkable
                ✓ held      No architecture imports another (all architectures)
                ✗ broken    Models import no UI (all architectures)
                    Sources/Architectures/Checked/Models/SearchModel.swift:1  imports HeadlessUI
                ✗ broken    Time comes only from the injected main queue (all architectures)
                    Sources/Architectures/Checked/Models/SearchModel.swift:7  uses Date()
                    Sources/Architectures/Checked/Models/SearchModel.swift:9  uses Task.sleep

            1 rule held, 11 broken, 1 unchecked
            The lexer judged Checked; to judge on the compiler's index, `swift run workbench metrics --refresh-index` builds what it cannot be trusted for and confirms it.

            """#)
    }

    @Test func theMarkdownShowsTheSameTablesEdgesAndRules() {
        #expect(CouplingText.markdown(report) == #"""
            # Coupling and rules

            ## Checked

            | role | files | nloc | funcs | acc | ccn max | ccn mean | class | struct | enum | proto | actor | ref | value | var | subject | Ca | Ce | I | A | D |
            | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
            | Models | 1 | 20 | 3 | 0 | 2 | 1.67 | 1 | 0 | 0 | 0 | 0 | 1 | 0 | 0 | 0 | 1 | 0 | 0.00 | 0.00 | 1.00 |
            | Views | 2 | 30 | 8 | 2 | 4 | 1.88 | 2 | 0 | 0 | 0 | 0 | 2 | 0 | 1 | 0 | 1 | 1 | 0.50 | 0.00 | 0.50 |
            | (root) | 1 | 5 | 1 | 0 | 1 | 1.00 | 0 | 1 | 0 | 0 | 0 | 0 | 1 | 0 | 0 | 0 | 1 | 1.00 | 0.00 | 0.00 |
            | app total | 4 | 55 | 12 | 2 | 4 | 1.75 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 1 | 0 |  |  |  |  |  |
            | Reactive (support) | 3 | 100 | 10 | 0 | 3 | 1.20 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 4 | 2 |  |  |  |  |  |

            | from \ to | Models | Views | (root) | HeadlessUI |
            | --- | --- | --- | --- | --- |
            | Models | - |  |  |  |
            | Views | 1 | - |  | 2 |
            | (root) |  | 1 | - |  |

            - (root) → Views: `CardView`
            - Views → Models: `SearchModel`
            - Views → module HeadlessUI: `Label`, `View`

            Cycles between roles: none

            References from: lexer (no index: no index store; a debug build writes one)

            | rule | status | origin | breaks |
            | --- | --- | --- | --- |
            | Views do not reference Models | broken | architecture | Sources/Architectures/Checked/Views/CardView.swift:8 references SearchModel (role Models) |
            | Views call no service | broken | architecture | Sources/Architectures/Checked/Views/CardView.swift:9 references SongSearchService (classes of Domain/Services) |
            | View models are values | broken | architecture | Sources/Architectures/Checked/ViewModels/CardViewModel.swift:1 class CardViewModel is a reference type |
            | Only view models create view models | broken | architecture | Sources/Architectures/Checked/Checked.swift:2 creates CardViewModel |
            | Views publish intents | broken | architecture | Sources/Architectures/Checked/Views/CardView.swift:4 closeTapped is named for the widget, not the intent |
            | Subviews are private | broken | architecture | Sources/Architectures/Checked/Views/CardView.swift:3 subtitle is internal, not private |
            | View models are held weakly | broken | architecture | Sources/Architectures/Checked/Views/CardView.swift:5 strongModel holds its value strongly |
            | Views assemble no text | broken | architecture | Sources/Architectures/Checked/Views/CardView.swift:6 assembles text with an interpolated string |
            | One static function per binding | broken | architecture | Sources/Architectures/Checked/Bindings/CardBinding.swift:4 TwoBinding has 2 functions, 1 of them static |
            | Not checkable | unchecked | architecture |  |
            | No architecture imports another | held | common |  |
            | Models import no UI | broken | common | Sources/Architectures/Checked/Models/SearchModel.swift:1 imports HeadlessUI |
            | Time comes only from the injected main queue | broken | common | Sources/Architectures/Checked/Models/SearchModel.swift:7 uses Date()<br>Sources/Architectures/Checked/Models/SearchModel.swift:9 uses Task.sleep |

            The lexer judged Checked; to judge on the compiler's index, `swift run workbench metrics --refresh-index` builds what it cannot be trusted for and confirms it.

            """#)
    }

    @Test func anEdgeToARoleIsNamedByTheRoleAndOneToAModuleWithItsKind() {
        #expect(CouplingText.words(EdgeTarget.role("Models")) == "Models")
        #expect(CouplingText.words(EdgeTarget.module("HeadlessUI")) == "module HeadlessUI")
    }

    @Test func theInstabilityAndTheMeanAreRoundedToTwoDecimalsOnlyWhenWritten() {
        var views = CouplingFixture.role("Views", files: 1, nloc: 9, functions: 8, ccnMax: 4, ccnMean: 1.875, ca: 1, ce: 2)
        views.classes = 1
        views.protocols = 1
        views.abstractness = 0.5
        views.distance = abs(0.5 + 2.0 / 3.0 - 1)
        var architecture = ArchitectureCoupling(id: "two", name: "Two", sourceFolder: "Sources/Architectures/Two")
        architecture.roles = [views]
        #expect(views.instability == 2.0 / 3.0)
        // No state of any kind: the table still has the stored `var`s' column, with 0.
        #expect(CouplingText.header(architecture)[14] == "var")
        #expect(CouplingText.rows(architecture) == [["Views", "1", "9", "8", "0", "4", "1.88", "1", "0", "0", "1", "0", "1", "0", "0", "1", "2", "0.67", "0.50", "0.17"]])
    }

    @Test func aCycleOnlyNestingMakesIsSaidAsNesting() {
        var architecture = ArchitectureCoupling(id: "two", name: "Two", sourceFolder: "Sources/Architectures/Two")
        architecture.edges = [
            Edge(from: "ViewModels", to: .role("Views"), names: ["CardView", "SongCell"], nestingNames: ["CardView", "SongCell"]),
            Edge(from: "Views", to: .role("ViewModels"), names: ["CardView.ViewModel"]),
        ]
        architecture.nestingCycles = [["ViewModels", "Views"]]
        #expect(CouplingText.cycles(architecture)
            == "Cycles between roles: none. Nesting, not a loop: ViewModels ⇄ Views, as ViewModels nests its types in extensions of CardView, SongCell")
        architecture.cycles = [["Commands", "ViewControllers"]]
        architecture.nestingCycles = []
        #expect(CouplingText.cycles(architecture) == "Cycles between roles: Commands ⇄ ViewControllers")
    }

    @Test func theFindingsOfTheRulesForAllAreWorded() {
        #expect(CouplingText.words(RuleFinding.uncountedClass(name: "Cache")) == "class Cache does not count itself among the objects alive")
        #expect(CouplingText.words(RuleFinding.outsideConcern(function: "states", concern: "Latest wins"))
            == "states is used only by the code marked Latest wins, and lies outside every concern's markers")
    }

    @Test func missingSourcesAreSaid() {
        let missing = CouplingAnalysis.analyse([DemoArchitecture()], root: "/nonexistent-package").architectures[0]
        #expect(CouplingText.text(CouplingReport(architectures: [missing])) == """
            Demo — Sources/Architectures/Demo
              no sources at Sources/Architectures/Demo (run from the package root or pass --package-path)

            0 rules held, 0 broken, 0 unchecked

            """)
    }

    @Test func theRenderingIsDeterministic() throws {
        let root = try DemoPackage.makePackage()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let first = CouplingAnalysis.analyse([DemoArchitecture()], root: root)
        let second = CouplingAnalysis.analyse([DemoArchitecture()], root: root)
        #expect(CouplingText.text(first) == CouplingText.text(second))
        #expect(CouplingText.json(first) == CouplingText.json(second))
    }
}
