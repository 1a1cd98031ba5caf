/// A rule an architecture declares about its own code, with the seed's reason for it:
/// "Views do not reference Models — so a view can be reused with any model".
///
/// For now a rule is a statement and a reason; the vocabulary that lets the workbench check
/// rules against the sources is added with the coupling metrics.
public struct ArchitectureRule: Sendable, Equatable {
    /// The rule, as a sentence.
    public let statement: String
    /// Why the seed holds to it.
    public let reason: String

    public init(_ statement: String, because reason: String) {
        self.statement = statement
        self.reason = reason
    }
}
