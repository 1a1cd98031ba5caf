import Mutation
import Testing

/// One test per operator and per place no mutant may go, each on a snippet written here.
struct MutationPointsTests {
    private func mutants(_ source: String, file: String = "Sources/App/File.swift") -> [String] {
        MutationPoints.mutants(in: source, file: file).map { "\($0.line):\($0.column) \($0.kind.rawValue) \($0.original) -> \($0.mutated)" }
    }

    @Test func relationalOperatorsMoveToTheirBoundaryOrFlip() {
        #expect(mutants("let a = x < y\nlet b = x >= y\nlet c = x == y") == [
            "1:11 relational < -> <=", "2:11 relational >= -> >", "3:11 relational == -> !=",
        ])
    }

    @Test func logicalOperatorsSwap() {
        #expect(mutants("let a = p && q || r") == ["1:11 logical && -> ||", "1:16 logical || -> &&"])
    }

    @Test func aPlainConditionIsNegated() {
        #expect(mutants("if ready {\n}\nguard ok() else { return }\nwhile more {\n}") == [
            "1:4 negated-condition ready -> !(ready)", "3:7 negated-condition ok() -> !(ok())",
            "4:7 negated-condition more -> !(more)",
        ])
    }

    @Test func aConditionThatBindsOrHasClausesIsLeftAlone() {
        let source = """
            if let x = y {
            }
            guard case .a = e else { return }
            if a, b {
            }
            if #available(macOS 14, *) {
            }
            repeat {
            } while going
            """
        #expect(mutants(source) == [])
    }

    @Test func aTernaryIsNegatedFromWhereItsConditionStarts() {
        #expect(mutants("let s = count > 1 ? \"many\" : \"one\"") == [
            "1:9 negated-ternary count > 1 -> !(count > 1)", "1:15 relational > -> >=",
            "1:17 off-by-one 1 -> 0", "1:17 off-by-one 1 -> 2",
        ])
    }

    @Test func callStatementsWhoseResultIsUnusedAreRemoved() {
        let source = """
            func f() {
                reload()
                view.table.reloadData()
                self?.show(rows)
                load(url) { image in }
            }
            """
        #expect(mutants(source) == [
            "2:5 removed-call reload() -> ", "3:5 removed-call view.table.reloadData() -> ",
            "4:5 removed-call self?.show(rows) -> ", "5:5 removed-call load(url) { image in } -> ",
        ])
    }

    @Test func returnsAssignmentsDeclarationsAndDelegationsAreNoCallStatements() {
        let source = """
            func f() -> Int {
                let x = make()
                label.text = title()
                super.init()
                fatalError("no")
                return g()
            }
            """
        #expect(mutants(source) == [])
    }

    @Test func integerLiteralsGoOneUpAndOneDown() {
        #expect(mutants("let n = 10_000") == ["1:9 off-by-one 10_000 -> 9999", "1:9 off-by-one 10_000 -> 10001"])
    }

    @Test func floatsTupleIndicesAndRawValuesAreNoIntegerLiterals() {
        #expect(mutants("let d = 1.5\nlet e = pair.0\nenum E: Int {\n    case a = 3\n}\nlet h = 0x1F") == [])
    }

    @Test func commentsStringsAndInterpolationsAreSkipped() {
        #expect(mutants("// a < b\n/* c && d */\nlet s = \"x < 1 \\(a < 2)\"") == [])
    }

    @Test func conditionalCompilationBlocksAreSkipped() {
        #expect(mutants("#if DEBUG\nlet a = x < y\n#endif\nlet b = 1") == ["4:9 off-by-one 1 -> 0", "4:9 off-by-one 1 -> 2"])
    }

    @Test func attributesAndTheirArgumentsAreSkipped() {
        #expect(mutants("@available(macOS 13, *)\n@MainActor func f() {}") == [])
    }

    @Test func genericAngleBracketsAreNoComparisons() {
        #expect(mutants("let a: Array<Int> = []\nfunc f<T>(_ x: Dictionary<String, Set<T>>) {}") == [])
    }

    @Test func operatorDeclarationsAndGenericWhereClausesAreSkipped() {
        let source = """
            static func == (lhs: A, rhs: A) -> Bool { true }
            infix operator <~ : DefaultPrecedence
            extension Array where Element == Int {}
            """
        #expect(mutants(source) == [])
    }

    @Test func testFilesHaveNoMutants() {
        #expect(mutants("let a = x < y", file: "Tests/AppTests/FileTests.swift") == [])
        #expect(mutants("let a = x < y", file: "Sources/App/AppTests.swift") == [])
    }

    @Test func onlyTheKindsAskedForAreFound() {
        let found = MutationPoints.mutants(in: "let a = x < 1 && y", file: "F.swift", operators: [.logical])
        #expect(found.map(\.kind) == [.logical])
    }

    @Test func anIDNamesFilePlaceKindAndShortReplacement() {
        let found = MutationPoints.mutants(in: "if a < b {\n}", file: "Sources/App/F.swift")
        #expect(found.map(\.id) == ["Sources/App/F.swift:1:4:negated-condition", "Sources/App/F.swift:1:6:relational:<="])
    }
}

struct CallStatementValueTests {
    private func removed(_ source: String) -> [String] {
        MutationPoints.mutants(in: source, file: "F.swift", operators: [.removedCall]).map(\.original)
    }

    @Test func aCallAloneInABlockThatGivesAValueIsItsValue() {
        let source = """
            func make(_ s: Screen) -> ViewController {
                switch s {
                case .search:
                    SearchViewController()
                case .flights: FlightsViewController()
                }
            }
            let titles = rows.map { $0.title() }
            var size: Int { count() }
            func value() -> Int { compute() }
            """
        #expect(removed(source) == [])
    }

    @Test func aCallAloneInAStatementsBlockIsAStatement() {
        let source = """
            func viewDidLoad() {
                super.viewDidLoad()
            }
            if ready {
                start()
            } else {
                stop()
            }
            for row in rows {
                show(row)
            }
            """
        #expect(removed(source) == ["super.viewDidLoad()", "start()", "stop()", "show(row)"])
    }

    @Test func aCallAmongOthersInAClosureIsAStatement() {
        #expect(removed("let f = { x in\n    log(x)\n    send(x)\n}") == ["log(x)", "send(x)"])
    }
}
