/// Whether a published claim holds on this app.
public enum ClaimVerdict: String, Sendable, Codable, Equatable {
    /// The claimed architecture is the best, and differs from every other the source compared.
    case holds
    /// Another architecture is decidedly better.
    case doesNotHold
    /// None is decidedly better, but it cannot be told apart from one or more.
    case cannotBeToldApart
    /// The measure is missing for the claimed architecture, or for another it would have to beat.
    case notMeasured
}

/// A published claim decided from the report's own figures.
public struct ClaimFinding: Sendable, Codable, Equatable {
    /// One architecture's figure on the claim's measure; nil when it is not measured.
    public struct Figure: Sendable, Codable, Equatable {
        public let architectureID: String
        public let value: Double?
    }

    public let claim: PublishedClaim
    public let verdict: ClaimVerdict
    /// The architectures the verdict rests on: those decidedly better (does not hold), those
    /// it cannot be told apart from (cannot be told apart), those not measured (not measured,
    /// the claimed one itself when it is not); empty when the claim holds.
    public let rivals: [String]
    /// The figures used: every architecture the claim is checked among, in the report's order.
    public let figures: [Figure]

    /// Decides `claim` on `evidence` among `architectures` (ids in the report's order, each
    /// with whether it is the baseline). The baseline is never a contender; a claim with
    /// ``PublishedClaim/among`` is checked among those only.
    public static func decide(_ claim: PublishedClaim, evidence: ClaimEvidence,
                              architectures: [(id: String, isBaseline: Bool)]) -> ClaimFinding {
        let contenders = architectures.filter { !$0.isBaseline && (claim.among?.contains($0.id) ?? true) }.map(\.id)
        let figures = contenders.map { Figure(architectureID: $0, value: evidence.figure(of: $0)) }
        let claimed = claim.architectureID
        guard contenders.contains(claimed), evidence.figure(of: claimed) != nil else {
            return ClaimFinding(claim: claim, verdict: .notMeasured, rivals: [claimed], figures: figures)
        }
        let standings = contenders.filter { $0 != claimed }.map { ($0, evidence.standing(of: claimed, against: $0)) }
        let (verdict, rivals): (ClaimVerdict, [String]) = {
            // Beaten by a rival measured is true whatever the missing figures would be; a tie
            // or a win is not, while a rival that could be better is not measured.
            let better = standings.filter { $0.1 == .worse }.map(\.0)
            if !better.isEmpty { return (.doesNotHold, better) }
            let missing = standings.filter { $0.1 == nil }.map(\.0)
            if !missing.isEmpty { return (.notMeasured, missing) }
            let ties = standings.filter { $0.1 == .tie }.map(\.0)
            if !ties.isEmpty { return (.cannotBeToldApart, ties) }
            return (.holds, [])
        }()
        return ClaimFinding(claim: claim, verdict: verdict, rivals: rivals, figures: figures)
    }
}
