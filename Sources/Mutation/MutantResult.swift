/// What one suite did with a mutant switched on.
public enum SuiteVerdict: String, Codable, Sendable {
    /// It failed: the mutant is caught.
    case killed
    /// It passed: the mutant got through.
    case survived
    /// It ran out of its time (a mutant can loop forever).
    case timedOut = "timed-out"
}

/// What became of a mutant, from its two suites' verdicts.
public enum MutationOutcome: String, Codable, Sendable, CaseIterable {
    case killedByScenarios = "killed-by-scenarios"
    case killedByUnitTests = "killed-by-unit-tests"
    case killedByBoth = "killed-by-both"
    case survived
    /// Neither suite caught it, and at least one ran out of time: counted apart.
    case timedOut = "timed-out"
    /// Its schema did not compile: it never ran.
    case notCompiled = "not-compiled"
    /// Neither suite caught it, and its object code, optimised, equals the original's (trivial
    /// compiler equivalence): no test could, so it is left out of every rate.
    case equivalent

    /// The outcome of a mutant both suites ran: caught by whichever failed.
    public init(scenarios: SuiteVerdict, unitTests: SuiteVerdict) {
        switch (scenarios, unitTests) {
        case (.killed, .killed): self = .killedByBoth
        case (.killed, _): self = .killedByScenarios
        case (_, .killed): self = .killedByUnitTests
        case (.timedOut, _), (_, .timedOut): self = .timedOut
        case (.survived, .survived): self = .survived
        }
    }
}

/// One mutant of one architecture (or support library), and what its suites did with it.
public struct MutantResult: Codable, Sendable, Equatable {
    /// The architecture's id, or the support library's module name.
    public let owner: String
    /// Its number in its owner's build: what switches it on (``MutantSchema/environmentVariable``).
    public let number: Int
    public let mutant: Mutant
    public let outcome: MutationOutcome
    /// Each suite's verdict; nil for a mutant that never ran.
    public let scenarios: SuiteVerdict?
    public let unitTests: SuiteVerdict?

    public init(owner: String, number: Int, mutant: Mutant, scenarios: SuiteVerdict, unitTests: SuiteVerdict) {
        self.owner = owner
        self.number = number
        self.mutant = mutant
        outcome = MutationOutcome(scenarios: scenarios, unitTests: unitTests)
        self.scenarios = scenarios
        self.unitTests = unitTests
    }

    /// This survivor found equivalent: its object code equals the original's.
    public func equivalent() -> MutantResult {
        MutantResult(owner: owner, number: number, mutant: mutant, outcome: .equivalent, scenarios: scenarios, unitTests: unitTests)
    }

    private init(owner: String, number: Int, mutant: Mutant, outcome: MutationOutcome, scenarios: SuiteVerdict?, unitTests: SuiteVerdict?) {
        self.owner = owner
        self.number = number
        self.mutant = mutant
        self.outcome = outcome
        self.scenarios = scenarios
        self.unitTests = unitTests
    }

    /// A mutant whose schema did not compile.
    public init(notCompiled mutant: Mutant, owner: String, number: Int) {
        self.owner = owner
        self.number = number
        self.mutant = mutant
        outcome = .notCompiled
        scenarios = nil
        unitTests = nil
    }
}
