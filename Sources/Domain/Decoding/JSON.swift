import Diagnostics

/// A JSON value that remembers where it stood in its file, so a fixture's errors can name
/// the line and column of the faulty value, not only its path.
public struct JSON: Sendable {
    /// What kind of value, and what it holds.
    public enum Value: Sendable {
        /// Members in file order; no two have the same name (the parser refuses that).
        case object([(key: String, value: JSON)])
        /// Elements in file order.
        case array([JSON])
        /// The text, escapes decoded.
        case string(String)
        /// The number as written, so prices keep their exact decimal digits.
        case number(String)
        /// `true` or `false`.
        case bool(Bool)
        /// `null`.
        case null
    }

    /// The value.
    public let value: Value
    /// Where the value begins: its first character, such as `{` or the opening quote.
    public let location: SourceLocation

    /// The member named `key` of an object, or nil when absent or when this is no object.
    public subscript(key: String) -> JSON? {
        guard case let .object(members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The word for this kind of value, for messages.
    public var kindName: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
