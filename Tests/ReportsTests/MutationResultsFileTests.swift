import Diagnostics
import Foundation
import Mutation
import Reports
import Testing

@Suite struct MutationResultsFileTests {
    private let survivor = MutantResult(
        owner: "mvc", number: 2,
        mutant: Mutant(file: "Sources/Architectures/MVC/A.swift", line: 7, column: 12, kind: .removedCall, original: "load()", mutated: "",
                       start: 40, end: 46),
        scenarios: .survived, unitTests: .survived)
    private let notCompiled = MutantResult(
        notCompiled: Mutant(file: "Sources/Reactive/B.swift", line: 3, column: 9, kind: .offByOne, original: "1", mutated: "2", start: 5, end: 6),
        owner: "Reactive", number: 1)

    @Test func whatMutateWritesIsReadBackAsTheSameRecords() throws {
        let text = MutationText.json([survivor, notCompiled])
        let document = try MutationResultsFile.decode(text, shownAs: "mutation.json")
        #expect(document == MutationDocument(mutants: [MutationRecord(survivor), MutationRecord(notCompiled)]))
        let first = try #require(document.mutants.first)
        #expect(first.id == "Sources/Architectures/MVC/A.swift:7:12:removed-call" && first.architecture == "mvc" && first.number == 2)
        #expect(first.line == 7 && first.column == 12 && first.operator == .removedCall && first.original == "load()" && first.mutated == "")
        #expect(first.outcome == .survived && first.scenarios == .survived && first.unitTests == .survived)
        #expect(document.mutants.last?.scenarios == nil && document.mutants.last?.outcome == .notCompiled)
    }

    @Test func aMissingFileIsNoResults() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mutation-missing-\(UUID())").path
        #expect(try MutationResultsFile.read(in: folder) == nil)
    }

    @Test func brokenJSONIsLocatedWhereTheParserStops() {
        let text = "{\"mutants\": [\n  {\"id\": oops}\n]}\n"
        #expect(throws: SourceDiagnostic.self) { try MutationResultsFile.decode(text, shownAs: "Reports/mutation.json") }
        let error = diagnostic(text)
        #expect(error?.file == "Reports/mutation.json" && error?.location == SourceLocation(line: 2, column: 10))
        #expect(error?.message.hasPrefix("not JSON: ") == true)
    }

    @Test func anOutcomeNoRunGivesIsLocatedAtItsValueAndNamesTheOnesAllowed() throws {
        let text = MutationText.json([survivor]).replacingOccurrences(of: "\"outcome\" : \"survived\"", with: "\"outcome\" : \"lost\"")
        let error = try #require(diagnostic(text))
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("\"lost\"") }! + 1
        #expect(error.location.line == line)
        #expect(error.message == "mutants[0].outcome: \"lost\" is not an outcome (killed-by-scenarios, killed-by-unit-tests, "
            + "killed-by-both, survived, timed-out, not-compiled, equivalent)")
    }

    @Test func aValueOfTheWrongKindAndAMissingKeyAreNamedByTheirPath() throws {
        let wrong = try #require(diagnostic("{\"mutants\": [{\"id\": \"a\", \"architecture\": \"mvc\", \"number\": \"two\"}]}"))
        #expect(wrong.message == "mutants[0].number: expected a whole number, found \"two\"")
        #expect(wrong.location == SourceLocation(line: 1, column: 59))
        let missing = try #require(diagnostic("{\"mutants\": [{\"id\": \"a\"}]}"))
        #expect(missing.message.hasPrefix("mutants[0]: \"") && missing.message.hasSuffix("\" is missing"))
        #expect(missing.location == SourceLocation(line: 1, column: 14))
    }

    @Test func oneShardsResultsAreRefusedAtTheirShardMark() throws {
        let text = MutationText.json([survivor], shard: Shard(index: 1, count: 2), owners: ["mvc"])
        let error = try #require(diagnostic(text))
        #expect(error.message.contains("shard 1/2 alone") && error.message.contains("--merge"))
        #expect(error.lineText.contains("\"shard\""))
    }

    private func diagnostic(_ text: String) -> SourceDiagnostic? {
        do {
            _ = try MutationResultsFile.decode(text, shownAs: "Reports/mutation.json")
            return nil
        } catch {
            return error
        }
    }
}
