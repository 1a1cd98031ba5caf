import Bench

/// One measure's figures, for every architecture that has them: what a claim is decided by.
public enum ClaimEvidence: Sendable, Equatable {
    /// Exact counts by architecture id, fewer better, compared by ``CountThreshold``; an
    /// architecture absent is not measured.
    case counts([String: Int])
    /// Timings: each architecture's score by id (the geometric mean of its ratios to the
    /// baseline), and the pairs of scores `TimingDifferences` decided; an architecture with no
    /// score is not measured.
    case timings(scores: [String: Double], pairs: [ScorePair])
    /// Shares by architecture id, more better (the share of its mutants an architecture's unit
    /// tests catch), and the pairs ``ProportionDifferences`` decided; an architecture absent
    /// is not measured.
    case shares([String: Double], pairs: [ProportionPair])
    /// Nothing measures the quality yet.
    case none

    /// How the claimed architecture stands against one other on this evidence.
    enum Standing: Equatable {
        case better, worse, tie
    }

    /// The figure `id` has, if measured.
    func figure(of id: String) -> Double? {
        switch self {
        case let .counts(counts): counts[id].map(Double.init)
        case let .timings(scores, _): scores[id]
        case let .shares(shares, _): shares[id]
        case .none: nil
        }
    }

    /// How `claimed` stands against `rival`, as the project's deciders say: an exact count by
    /// ``CountThreshold/standard``, a timing by the verdict `TimingDifferences` gave the pair of
    /// scores, a share by whether `ProportionDifferences` showed the pair to differ. Nil when
    /// either is not measured.
    func standing(of claimed: String, against rival: String) -> Standing? {
        switch self {
        case let .counts(counts):
            guard let mine = counts[claimed], let theirs = counts[rival] else { return nil }
            switch CountThreshold.standard.verdict(Double(mine), against: Double(theirs)) {
            case .fewer: return .better
            case .more: return .worse
            case .equal, .aboutTheSame: return .tie
            }
        case let .timings(scores, pairs):
            guard scores[claimed] != nil, scores[rival] != nil else { return nil }
            if let pair = pairs.first(where: { $0.first == claimed && $0.second == rival }) {
                return Self.standing(pair.verdict, firstIsClaimed: true)
            }
            if let pair = pairs.first(where: { $0.first == rival && $0.second == claimed }) {
                return Self.standing(pair.verdict, firstIsClaimed: false)
            }
            return nil
        case let .shares(shares, pairs):
            guard let mine = shares[claimed], let theirs = shares[rival],
                  let pair = pairs.first(where: { Set([$0.first, $0.second]) == Set([claimed, rival]) }) else { return nil }
            guard pair.differs else { return .tie }
            return mine > theirs ? .better : .worse
        case .none:
            return nil
        }
    }

    /// A pair's verdict is the first's time against the second's: faster is better for the
    /// first; a time not shown to differ ties.
    private static func standing(_ verdict: TimingVerdict, firstIsClaimed: Bool) -> Standing {
        switch verdict {
        case .faster: firstIsClaimed ? .better : .worse
        case .slower: firstIsClaimed ? .worse : .better
        case .same, .notShown: .tie
        }
    }
}
