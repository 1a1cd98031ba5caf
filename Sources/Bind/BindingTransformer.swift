/// Turns values one way and back, after BIND's use of `NSValueTransformer` subclasses.
///
/// A transformer type is reusable and can be tested on its own; a closure passed to
/// ``BindingEnd/transform(_:)`` suits a trivial one-way change better.
///
///     struct UppercaseTransformer: BindingTransformer {
///         func transform(_ value: String) -> String { value.uppercased() }
///         func reverseTransform(_ value: String) -> String { value.lowercased() }
///     }
public protocol BindingTransformer {
    /// The values on the side the transformer is applied to.
    associatedtype Value
    /// The values on the other side.
    associatedtype TransformedValue

    /// - Returns: `value` as the other side takes it.
    func transform(_ value: Value) -> TransformedValue
    /// - Returns: `value` from the other side, as this side takes it.
    func reverseTransform(_ value: TransformedValue) -> Value
}
