/// What the rounds say of one timing against another: the one word every table and sentence
/// asks for before it compares (SPEC §7, "a difference is stated only where it is real").
public enum TimingVerdict: String, Sendable, Codable, Equatable {
    /// Inside the equivalence band: about the same, whatever the test says.
    case same
    /// Outside the band, but the rounds do not show it to differ: no ranking either way.
    case notShown
    /// Slower than what it is compared with, shown by the test and beyond the band.
    case slower
    /// Faster than what it is compared with, shown by the test and beyond the band.
    case faster

    /// True for ``slower`` and ``faster``: only these may be ranked.
    public var differs: Bool { self == .slower || self == .faster }
}

/// One cell of the timing table decided: an architecture's time on one operation against the
/// baseline's, paired round by round.
public struct CellDifference: Sendable, Codable, Equatable {
    /// The sign test's two-sided p-value over the rounds that counted.
    public let pValue: Double
    /// The p-value after Holm's correction over every cell of the run.
    public let adjustedPValue: Double
    /// The verdict: the band first, then the corrected test.
    public let verdict: TimingVerdict

    public init(pValue: Double, adjustedPValue: Double, verdict: TimingVerdict) {
        self.pValue = pValue
        self.adjustedPValue = adjustedPValue
        self.verdict = verdict
    }
}

/// An architecture's overall score, the geometric mean of its median ratios to the baseline,
/// with a bootstrap interval over the rounds, and its verdict.
public struct ScoreEstimate: Sendable, Codable, Equatable {
    public let architectureID: String
    public let displayName: String
    /// The geometric mean and its 95% interval.
    public let geometricMean: Estimate
    /// Inside the band is ``TimingVerdict/same``; a whole interval beyond it differs.
    public let verdict: TimingVerdict

    public init(architectureID: String, displayName: String, geometricMean: Estimate, verdict: TimingVerdict) {
        self.architectureID = architectureID
        self.displayName = displayName
        self.geometricMean = geometricMean
        self.verdict = verdict
    }
}

/// Two architectures' scores against each other: the first's over the second's, with the
/// interval of the same resamples, and whether they differ.
public struct ScorePair: Sendable, Codable, Equatable {
    public let first: String
    public let second: String
    public let ratio: Estimate
    public let verdict: TimingVerdict

    public init(first: String, second: String, ratio: Estimate, verdict: TimingVerdict) {
        self.first = first
        self.second = second
        self.ratio = ratio
        self.verdict = verdict
    }
}
