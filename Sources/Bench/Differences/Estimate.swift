/// A figure worked out from the rounds, with the 95% interval the rounds allow around it.
public struct Estimate: Sendable, Codable, Equatable {
    /// The figure itself, from every round that counted.
    public let value: Double
    /// The lower end of its 95% interval.
    public let low: Double
    /// The upper end of its 95% interval.
    public let high: Double

    public init(value: Double, low: Double, high: Double) {
        self.value = value
        self.low = low
        self.high = high
    }
}
