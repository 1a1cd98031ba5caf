/// The way into and out of one case of an enum: what a key path is to a struct's property.
///
/// TCA writes `\.child` for an action's case, which its `@CasePathable` macro makes possible;
/// without macros a case path is spelled out, as TCA's `AnyCasePath(embed:extract:)` is:
///
///     static let cardPath = AnyCasePath<Action, Card.Action>(embed: Action.card) {
///         if case let .card(action) = $0 { action } else { nil }
///     }
public struct AnyCasePath<Root, Value>: Sendable {
    private let embedValue: @Sendable (Value) -> Root
    private let extractValue: @Sendable (Root) -> Value?

    /// A case path from its two directions.
    ///
    /// - Parameters:
    ///   - embed: Wraps a value in the case.
    ///   - extract: The case's value, or nil when the root is another case.
    public init(embed: @escaping @Sendable (Value) -> Root, extract: @escaping @Sendable (Root) -> Value?) {
        embedValue = embed
        extractValue = extract
    }

    /// Wraps `value` in the case.
    public func embed(_ value: Value) -> Root {
        embedValue(value)
    }

    /// The case's value, or nil when `root` is another case.
    public func extract(from root: Root) -> Value? {
        extractValue(root)
    }
}
