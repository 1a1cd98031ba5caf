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

    /// One JSON object a mutant: id, architecture (or library), its number in the build, file,
    /// line, column, operator, original, mutated, outcome, and each suite's verdict. A shard's
    /// results (`--shard K/N`) say which shard they are and every target of the run, in order,
    /// for ``merge(_:)``.
    public static func json(_ results: [MutantResult], shard: Shard? = nil, owners: [String]? = nil) -> String {
        encoded(MutationDocument(mutants: results.map(MutationRecord.init), shard: shard?.description, owners: shard == nil ? nil : owners))
    }

    /// The results of every shard of one run joined: the very text a whole run writes, its
    /// mutants in the order of the run's targets and of their numbers.
    ///
    /// - Parameter documents: Each shard's results, with the name to say in an error.
    /// - Throws: ``MutationMergeProblem`` when a document is no shard's, the shards are of
    ///   different runs or splits, or some overlap or are missing.
    public static func merge(_ documents: [(name: String, text: String)]) throws(MutationMergeProblem) -> String {
        var shards: [(name: String, shard: Shard, document: MutationDocument)] = []
        for (name, text) in documents {
            guard let document = try? JSONDecoder().decode(MutationDocument.self, from: Data(text.utf8)) else { throw .unreadable(name) }
            guard let mark = document.shard, let shard = Shard(mark), document.owners != nil else { throw .notAShard(name) }
            shards.append((name, shard, document))
        }
        guard let first = shards.first else { throw .missing([]) }
        for other in shards.dropFirst() where other.shard.count != first.shard.count || other.document.owners != first.document.owners {
            throw .differentRuns(first.name, other.name)
        }
        var seen: [MutantKey: String] = [:], indexes: [Int: String] = [:]
        for entry in shards {
            if let earlier = indexes[entry.shard.index] { throw .overlapping(earlier, entry.name) }
            indexes[entry.shard.index] = entry.name
            for record in entry.document.mutants {
                let key = MutantKey(owner: record.architecture, id: record.id)
                if let earlier = seen[key], earlier != entry.name { throw .overlapping(earlier, entry.name) }
                seen[key] = entry.name
            }
        }
        let missing = (1...first.shard.count).filter { indexes[$0] == nil }
        guard missing.isEmpty else { throw .missing(missing.map { Shard(index: $0, count: first.shard.count) }) }
        let owners = first.document.owners ?? []
        let records = shards.flatMap(\.document.mutants).sorted { lhs, rhs in
            (owners.firstIndex(of: lhs.architecture) ?? owners.count, lhs.number) < (owners.firstIndex(of: rhs.architecture) ?? owners.count, rhs.number)
        }
        return encoded(MutationDocument(mutants: records))
    }

    /// What `mutate --check` found: each mutant whose outcome differs, with the outcome recorded
    /// and the one found, then a line that sums up.
    public static func check(_ differences: [MutationCheck.Difference], checked: Int) -> String {
        let lines = differences.map { difference in
            "\(difference.key.owner) \(difference.key.id): recorded \(difference.recorded.rawValue), found \(difference.found?.rawValue ?? "no such mutant")"
        }
        let summary = differences.isEmpty
            ? "\(Counting.count(checked, "mutant", "mutants")) checked: every outcome is the one recorded"
            : "\(Counting.count(checked, "mutant", "mutants")) checked: \(differences.count) \(differences.count == 1 ? "differs" : "differ") from the results recorded"
        return (lines + [summary]).map { $0 + "\n" }.joined()
    }

    /// What became of a recorded survivor planted by hand: each suite's verdict, and whether
    /// that is what the results say (both pass).
    public static func plantedByHand(_ key: MutantKey, testTarget: String, scenarios: SuiteVerdict, unitTests: SuiteVerdict) -> String {
        func said(_ verdict: SuiteVerdict) -> String {
            switch verdict {
            case .survived: "pass"
            case .killed: "fail"
            case .timedOut: "run out of time"
            }
        }
        let agrees = scenarios == .survived && unitTests == .survived
        return "planted by hand: \(key.owner) \(key.id): the scenarios \(said(scenarios)) and \(testTarget) \(said(unitTests)), "
            + (agrees ? "as the results say (survived)\n" : "though the results say it survived\n")
    }

    /// What a run's JSON (a whole run's, or a shard's) says became of each mutant; nil when
    /// the text is not such JSON.
    public static func recordedOutcomes(_ text: String) -> [MutantKey: MutationOutcome]? {
        guard let document = try? JSONDecoder().decode(MutationDocument.self, from: Data(text.utf8)) else { return nil }
        return Dictionary(document.mutants.map { (MutantKey(owner: $0.architecture, id: $0.id), $0.outcome) }) { first, _ in first }
    }

    private static func encoded(_ document: MutationDocument) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The mutants found, one JSON object each, before any has run.
    public static func json(mutants: [Mutant]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(["mutants": mutants])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The targets in the order their first mutant comes.
    private static func owners(of results: [MutantResult]) -> [String] {
        var seen: [String] = []
        for result in results where !seen.contains(result.owner) { seen.append(result.owner) }
        return seen
    }

    /// A statement over several lines, its lines joined by single spaces.
    public static func oneLine(_ text: String) -> String {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }
}

/// Why shard results cannot be joined into a whole run's.
public enum MutationMergeProblem: Error, Equatable, CustomStringConvertible {
    case unreadable(String)
    case notAShard(String)
    case differentRuns(String, String)
    case overlapping(String, String)
    case missing([Shard])

    public var description: String {
        switch self {
        case let .unreadable(name): "\(name) is not the JSON of `workbench mutate --format json`"
        case let .notAShard(name): "\(name) holds no shard's results: it was not written by `mutate --shard K/N`"
        case let .differentRuns(first, other): "\(first) and \(other) are shards of different runs (other targets, or another split)"
        case let .overlapping(first, other): "\(first) and \(other) hold the same shard, or the same mutants"
        case let .missing(shards) where shards.isEmpty: "no shard's results were given"
        case let .missing(shards): "shard \(shards.map(\.description).joined(separator: ", ")) missing: every shard of the run is needed"
        }
    }
}
