/// What an occurrence does with its symbol, and what a relation says of the related symbol:
/// `indexstore_symbol_role_t`, bit for bit.
public struct IndexSymbolRoles: OptionSet, Sendable, Hashable {
    public let rawValue: UInt64

    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    // MARK: - What the occurrence is

    public static let declaration = Self(rawValue: 1 << 0)
    public static let definition = Self(rawValue: 1 << 1)
    public static let reference = Self(rawValue: 1 << 2)
    public static let read = Self(rawValue: 1 << 3)
    public static let write = Self(rawValue: 1 << 4)
    public static let call = Self(rawValue: 1 << 5)
    /// A call dispatched at run time (a class method, a protocol requirement).
    public static let dynamic = Self(rawValue: 1 << 6)
    public static let addressOf = Self(rawValue: 1 << 7)
    /// Written by the compiler, not in the source (a synthesised `init`, an implicit `self`).
    public static let implicit = Self(rawValue: 1 << 8)
    public static let undefinition = Self(rawValue: 1 << 19)
    public static let nameReference = Self(rawValue: 1 << 20)

    // MARK: - What a relation says (the occurrence's symbol is … of the related one)

    public static let childOf = Self(rawValue: 1 << 9)
    public static let baseOf = Self(rawValue: 1 << 10)
    public static let overrideOf = Self(rawValue: 1 << 11)
    public static let receivedBy = Self(rawValue: 1 << 12)
    public static let calledBy = Self(rawValue: 1 << 13)
    /// The occurrence's type is extended by the related extension.
    public static let extendedBy = Self(rawValue: 1 << 14)
    public static let accessorOf = Self(rawValue: 1 << 15)
    public static let containedBy = Self(rawValue: 1 << 16)
    public static let ibTypeOf = Self(rawValue: 1 << 17)
    public static let specializationOf = Self(rawValue: 1 << 18)
}
