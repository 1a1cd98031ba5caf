import Mutation
import Reports
import Testing

struct MutationMergeTests {
    private func result(_ owner: String, _ number: Int, line: Int, _ scenarios: SuiteVerdict = .killed) -> MutantResult {
        let mutant = Mutant(file: "Sources/\(owner)/A.swift", line: line, column: 5, kind: .relational, original: "<", mutated: "<=",
                            start: 10, end: 11)
        return MutantResult(owner: owner, number: number, mutant: mutant, scenarios: scenarios, unitTests: .survived)
    }

    private var mvc1: MutantResult { result("mvc", 1, line: 3) }
    private var mvc2: MutantResult { result("mvc", 2, line: 9, .survived) }
    private var mvb1: MutantResult { result("mvb", 1, line: 4) }
    private let owners = ["mvc", "mvb"]

    private func shard(_ index: Int, of count: Int, _ results: [MutantResult]) -> String {
        MutationText.json(results, shard: Shard(index: index, count: count), owners: owners)
    }

    @Test func theShardsJoinedAreTheWholeRunsTextInTheOrderOfTargetsAndNumbers() throws {
        // Each shard lists its mutants in its own order; the whole run lists mvc's 1 and 2, then mvb's 1.
        let merged = try MutationText.merge([("b.json", shard(2, of: 2, [mvc1])), ("a.json", shard(1, of: 2, [mvb1, mvc2]))])
        #expect(merged == MutationText.json([mvc1, mvc2, mvb1]))
        #expect(!merged.contains("shard") && !merged.contains("owners"))
    }

    @Test func anEmptyShardStillCounts() throws {
        let merged = try MutationText.merge([("1", shard(1, of: 3, [mvc1, mvc2])), ("2", shard(2, of: 3, [mvb1])), ("3", shard(3, of: 3, []))])
        #expect(merged == MutationText.json([mvc1, mvc2, mvb1]))
    }

    @Test func aMissingShardIsNamed() {
        #expect(throws: MutationMergeProblem.missing([Shard(index: 2, count: 3)])) {
            try MutationText.merge([("1", shard(1, of: 3, [mvc1])), ("3", shard(3, of: 3, [mvb1]))])
        }
    }

    @Test func theSameShardTwiceOrTheSameMutantInTwoShardsOverlap() {
        #expect(throws: MutationMergeProblem.overlapping("a", "b")) {
            try MutationText.merge([("a", shard(1, of: 2, [mvc1])), ("b", shard(1, of: 2, [mvb1])), ("c", shard(2, of: 2, []))])
        }
        #expect(throws: MutationMergeProblem.overlapping("a", "b")) {
            try MutationText.merge([("a", shard(1, of: 2, [mvc1])), ("b", shard(2, of: 2, [mvc1, mvb1]))])
        }
    }

    @Test func shardsOfAnotherSplitOrOtherTargetsAreRefused() {
        #expect(throws: MutationMergeProblem.differentRuns("a", "b")) {
            try MutationText.merge([("a", shard(1, of: 2, [mvc1])), ("b", shard(2, of: 3, [mvb1]))])
        }
        let otherTargets = MutationText.json([mvb1], shard: Shard(index: 2, count: 2), owners: ["mvb", "mvc"])
        #expect(throws: MutationMergeProblem.differentRuns("a", "b")) {
            try MutationText.merge([("a", shard(1, of: 2, [mvc1])), ("b", otherTargets)])
        }
    }

    @Test func aWholeRunsResultsOrAnythingElseIsNoShard() {
        #expect(throws: MutationMergeProblem.notAShard("whole.json")) {
            try MutationText.merge([("whole.json", MutationText.json([mvc1]))])
        }
        #expect(throws: MutationMergeProblem.unreadable("notes.txt")) {
            try MutationText.merge([("notes.txt", "{\"mutants\": 3}")])
        }
    }
}

struct MutationCheckTextTests {
    @Test func eachDifferenceNamesItsMutantTheOutcomeRecordedAndTheOneFound() {
        let differences = [
            MutationCheck.Difference(key: MutantKey(owner: "mvc", id: "A.swift:3:5:relational:<="), recorded: .survived, found: .killedByScenarios),
            MutationCheck.Difference(key: MutantKey(owner: "mvb", id: "B.swift:1:1:removed-call"), recorded: .timedOut, found: nil),
        ]
        #expect(MutationText.check(differences, checked: 7) == """
            mvc A.swift:3:5:relational:<=: recorded survived, found killed-by-scenarios
            mvb B.swift:1:1:removed-call: recorded timed-out, found no such mutant
            7 mutants checked: 2 differ from the results recorded

            """)
        #expect(MutationText.check([], checked: 1) == "1 mutant checked: every outcome is the one recorded\n")
        #expect(MutationText.check(Array(differences.prefix(1)), checked: 3).hasSuffix("3 mutants checked: 1 differs from the results recorded\n"))
    }

    @Test func aRunsOutcomesAreReadBackByOwnerAndId() {
        let mutant = Mutant(file: "A.swift", line: 3, column: 5, kind: .relational, original: "<", mutated: "<=", start: 0, end: 1)
        let json = MutationText.json([MutantResult(owner: "mvc", number: 1, mutant: mutant, scenarios: .survived, unitTests: .killed),
                                      MutantResult(notCompiled: mutant, owner: "tca", number: 4)])
        #expect(MutationText.recordedOutcomes(json) == [MutantKey(owner: "mvc", id: "A.swift:3:5:relational:<="): .killedByUnitTests,
                                                        MutantKey(owner: "tca", id: "A.swift:3:5:relational:<="): .notCompiled])
        #expect(MutationText.recordedOutcomes("[]") == nil)
    }

    @Test func aSurvivorPlantedByHandSaysEachSuitesVerdictAndWhetherTheResultsAgree() {
        let key = MutantKey(owner: "mvc", id: "A.swift:3:5:relational:<=")
        #expect(MutationText.plantedByHand(key, testTarget: "MVCTests", scenarios: .survived, unitTests: .survived)
            == "planted by hand: mvc A.swift:3:5:relational:<=: the scenarios pass and MVCTests pass, as the results say (survived)\n")
        #expect(MutationText.plantedByHand(key, testTarget: "MVCTests", scenarios: .survived, unitTests: .killed)
            == "planted by hand: mvc A.swift:3:5:relational:<=: the scenarios pass and MVCTests fail, though the results say it survived\n")
        #expect(MutationText.plantedByHand(key, testTarget: "MVCTests", scenarios: .timedOut, unitTests: .survived)
            == "planted by hand: mvc A.swift:3:5:relational:<=: the scenarios run out of time and MVCTests pass, though the results say it survived\n")
    }

    @Test func anEquivalentMutantIsReadBackAsEquivalent() {
        let mutant = Mutant(file: "A.swift", line: 3, column: 5, kind: .relational, original: "<", mutated: "<=", start: 0, end: 1)
        let json = MutationText.json([MutantResult(owner: "mvc", number: 1, mutant: mutant, scenarios: .survived, unitTests: .survived).equivalent()])
        #expect(MutationText.recordedOutcomes(json) == [MutantKey(owner: "mvc", id: "A.swift:3:5:relational:<="): .equivalent])
    }
}
