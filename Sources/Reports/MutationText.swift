import Domain
import Foundation
import Mutation

/// `workbench mutate`'s output: per target, what became of its mutants and the survivors with
/// their place and text; or every mutant as JSON.
public enum MutationText {
    /// One line of counts per target (architecture or support library), then its survivors.
    public static func text(_ results: [MutantResult]) -> String {
        var lines: [String] = []
        for owner in owners(of: results) {
            let own = results.filter { $0.owner == owner }
            let counts = MutationOutcome.allCases.map { outcome in "\(own.filter { $0.outcome == outcome }.count) \(outcome.rawValue)" }
            lines.append("\(owner): \(Counting.count(own.count, "mutant", "mutants")): " + counts.joined(separator: ", "))
            for survivor in own where survivor.outcome == .survived {
                let mutant = survivor.mutant
                lines.append("  survived: \(mutant.file):\(mutant.line):\(mutant.column) \(mutant.kind.rawValue): "
                             + "\(oneLine(mutant.original)) → \(mutant.mutated.isEmpty ? "(removed)" : oneLine(mutant.mutated))")
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// One JSON object a mutant: id, architecture (or library), file, line, column, operator,
    /// original, mutated, outcome, and each suite's verdict.
    public static func json(_ results: [MutantResult]) -> String {
        let records = results.map { result in
            Record(id: result.mutant.id, architecture: result.owner, file: result.mutant.file, line: result.mutant.line,
                   column: result.mutant.column, operator: result.mutant.kind, original: result.mutant.original,
                   mutated: result.mutant.mutated, outcome: result.outcome, scenarios: result.scenarios, unitTests: result.unitTests)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(["mutants": records])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The mutants found, one JSON object each, before any has run.
    public static func json(mutants: [Mutant]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(["mutants": mutants])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private struct Record: Encodable {
        let id: String
        let architecture: String
        let file: String
        let line: Int
        let column: Int
        let `operator`: MutationOperator
        let original: String
        let mutated: String
        let outcome: MutationOutcome
        let scenarios: SuiteVerdict?
        let unitTests: SuiteVerdict?
    }

    /// The targets in the order their first mutant comes.
    private static func owners(of results: [MutantResult]) -> [String] {
        var seen: [String] = []
        for result in results where !seen.contains(result.owner) { seen.append(result.owner) }
        return seen
    }

    /// A statement over several lines, its lines joined by single spaces.
    private static func oneLine(_ text: String) -> String {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }
}
