/// One mutant as `workbench mutate --format json` writes it and the report reads it back: the
/// one form of `Reports/mutation.json`, written by ``MutationRecord/init(_:)`` and decoded as it
/// stands, so no second reader can drift from the writer.
public struct MutationRecord: Codable, Sendable, Equatable {
    /// The mutant's ``Mutant/id``.
    public let id: String
    /// The architecture's id, or the support library's module name.
    public let architecture: String
    /// Its number in its owner's build.
    public let number: Int
    public let file: String
    public let line: Int
    public let column: Int
    public let `operator`: MutationOperator
    public let original: String
    /// Empty for a removed call.
    public let mutated: String
    public let outcome: MutationOutcome
    /// Each suite's verdict; absent for a mutant that never ran.
    public let scenarios: SuiteVerdict?
    public let unitTests: SuiteVerdict?

    public init(id: String, architecture: String, number: Int, file: String, line: Int, column: Int, operator: MutationOperator,
                original: String, mutated: String, outcome: MutationOutcome, scenarios: SuiteVerdict?, unitTests: SuiteVerdict?) {
        self.id = id
        self.architecture = architecture
        self.number = number
        self.file = file
        self.line = line
        self.column = column
        self.operator = `operator`
        self.original = original
        self.mutated = mutated
        self.outcome = outcome
        self.scenarios = scenarios
        self.unitTests = unitTests
    }

    /// The record of one result.
    public init(_ result: MutantResult) {
        self.init(id: result.mutant.id, architecture: result.owner, number: result.number, file: result.mutant.file,
                  line: result.mutant.line, column: result.mutant.column, operator: result.mutant.kind,
                  original: result.mutant.original, mutated: result.mutant.mutated, outcome: result.outcome,
                  scenarios: result.scenarios, unitTests: result.unitTests)
    }
}

/// The whole JSON document: every mutant's record; a shard's results (`mutate --shard K/N`)
/// also say which shard they are and every target of the run, in order.
public struct MutationDocument: Codable, Sendable, Equatable {
    public let mutants: [MutationRecord]
    /// `K/N`, in a shard's results only.
    public let shard: String?
    /// The run's targets in order, in a shard's results only.
    public let owners: [String]?

    public init(mutants: [MutationRecord], shard: String? = nil, owners: [String]? = nil) {
        self.mutants = mutants
        self.shard = shard
        self.owners = owners
    }
}
