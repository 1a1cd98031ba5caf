/// What a symbol is: `indexstore_symbol_kind_t`, with ``unknown`` for values this module does not know.
public enum IndexSymbolKind: UInt32, Sendable, Hashable, CaseIterable {
    case unknown = 0
    case module = 1
    case namespace = 2
    case namespaceAlias = 3
    case macro = 4
    case `enum` = 5
    case `struct` = 6
    case `class` = 7
    case `protocol` = 8
    case `extension` = 9
    case union = 10
    case `typealias` = 11
    case function = 12
    case variable = 13
    case field = 14
    /// An enum case.
    case enumConstant = 15
    case instanceMethod = 16
    case classMethod = 17
    case staticMethod = 18
    case instanceProperty = 19
    case classProperty = 20
    case staticProperty = 21
    /// An `init`.
    case constructor = 22
    case destructor = 23
    case conversionFunction = 24
    case parameter = 25
    case using = 26
    case concept = 27
    case commentTag = 1000

    /// The kind of a raw value from the library; ``unknown`` for one added after this module.
    init(raw: UInt32) {
        self = Self(rawValue: raw) ?? .unknown
    }

    /// Whether the symbol names a type a reference can point to: enum, struct, class, protocol or typealias.
    public var isType: Bool {
        switch self {
        case .enum, .struct, .class, .protocol, .typealias: true
        default: false
        }
    }

    /// Whether the symbol holds a value: a property of a type, or a variable at the top level.
    public var isVariable: Bool {
        switch self {
        case .instanceProperty, .classProperty, .staticProperty, .variable: true
        default: false
        }
    }

    /// Whether the symbol belongs to a type: an `init`, method, property, field or enum case.
    public var isMember: Bool {
        switch self {
        case .instanceMethod, .classMethod, .staticMethod, .instanceProperty, .classProperty, .staticProperty,
             .constructor, .destructor, .field, .enumConstant: true
        default: false
        }
    }
}

/// The finer kind of a symbol: `indexstore_symbol_subkind_t`, the values Swift uses, with
/// ``other`` for the rest.
public enum IndexSymbolSubkind: UInt32, Sendable, Hashable, CaseIterable {
    case none = 0
    case accessorGetter = 3
    case accessorSetter = 4
    case swiftAccessorWillSet = 1000
    case swiftAccessorDidSet = 1001
    case swiftAccessorAddressor = 1002
    case swiftAccessorMutableAddressor = 1003
    case swiftExtensionOfStruct = 1004
    case swiftExtensionOfClass = 1005
    case swiftExtensionOfEnum = 1006
    case swiftExtensionOfProtocol = 1007
    case swiftPrefixOperator = 1008
    case swiftPostfixOperator = 1009
    case swiftInfixOperator = 1010
    case swiftSubscript = 1011
    case swiftAssociatedType = 1012
    case swiftGenericTypeParameter = 1013
    case swiftAccessorRead = 1014
    case swiftAccessorModify = 1015
    case swiftAccessorInit = 1016
    case swiftAccessorBorrow = 1017
    case swiftAccessorMutate = 1018
    /// A C++ sub-kind, or one added after this module.
    case other = 0xFFFF_FFFF

    init(raw: UInt32) {
        self = Self(rawValue: raw) ?? .other
    }
}
