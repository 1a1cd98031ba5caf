/// How close to the baseline a timing must be to count as the same: the band inside which a
/// difference is smaller than two runs of `bench` disagree by, so a reader could not tell it
/// from the machine.
///
/// The band is symmetric on the ratio's logarithmic scale: ±3% is ×0.971 to ×1.03, so that
/// A ÷ B inside it means B ÷ A is inside it too.
public struct EquivalenceBand: Sendable, Codable, Equatable {
    /// The band's half-width as a share: 0.03 is ±3%.
    public let relative: Double

    /// ±3%: no narrower than the widest gap between two back-to-back runs the README quotes.
    public static let standard = EquivalenceBand(relative: 0.03)

    public init(relative: Double) {
        self.relative = relative
    }

    /// Whether `ratio` (time over the baseline's) lies inside the band.
    public func contains(_ ratio: Double) -> Bool {
        ratio <= 1 + relative && ratio >= 1 / (1 + relative)
    }

    /// Whether the whole interval `low…high` lies beyond one edge of the band.
    public func excludes(low: Double, high: Double) -> Bool {
        low > 1 + relative || high < 1 / (1 + relative)
    }
}
