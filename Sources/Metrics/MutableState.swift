import SourceFacts

/// The mutable state a role keeps, by how it is held (SPEC §6): a pattern that keeps its state
/// in a relay or in an observed property keeps state all the same as one with a `var`.
public struct MutableState: Sendable, Codable, Equatable {
    /// Stored `var`s of classes and actors, and static stored `var`s of any type, that no other
    /// kind below covers.
    public var storedVars = 0
    /// Stored `var`s of an `@Observable` class that is not ``boundProperties``' kind, unless
    /// `@ObservationIgnored`: Swift Observation tells who reads them of every change.
    public var observableProperties = 0
    /// Stored `var`s of an `@Observable` class that conforms to Bind's `BindObservable`, unless
    /// `@ObservationIgnored`: the bindings follow them.
    public var boundProperties = 0
    /// The Reactive library's relays the code makes (`BehaviorRelay(value:)`, `PublishRelay<Void>()`),
    /// wherever it keeps them: a stored `let`, a local captured by a stream.
    public var relays = 0
    /// The Reactive library's subjects the code makes (`BehaviorSubject`, `PublishSubject`), wherever it keeps them.
    public var subjects = 0

    public init(storedVars: Int = 0, observableProperties: Int = 0, boundProperties: Int = 0, relays: Int = 0, subjects: Int = 0) {
        self.storedVars = storedVars
        self.observableProperties = observableProperties
        self.boundProperties = boundProperties
        self.relays = relays
        self.subjects = subjects
    }

    /// Every kind together.
    public var total: Int { storedVars + observableProperties + boundProperties + relays + subjects }

    /// The count of one kind.
    public subscript(kind: Kind) -> Int {
        get {
            switch kind {
            case .storedVar: storedVars
            case .observableProperty: observableProperties
            case .boundProperty: boundProperties
            case .relay: relays
            case .subject: subjects
            }
        }
        set {
            switch kind {
            case .storedVar: storedVars = newValue
            case .observableProperty: observableProperties = newValue
            case .boundProperty: boundProperties = newValue
            case .relay: relays = newValue
            case .subject: subjects = newValue
            }
        }
    }

    /// How a piece of state is held, in the order the tables list them.
    public enum Kind: String, Sendable, CaseIterable {
        case storedVar, observableProperty, boundProperty, relay, subject
    }

    /// The counts of `self` and `other` added up.
    func adding(_ other: MutableState) -> MutableState {
        var sum = self
        for kind in Kind.allCases { sum[kind] += other[kind] }
        return sum
    }
}

/// Counts the mutable state of a file by kind, from its declarations and the types it creates.
enum StateCounting {
    /// The Reactive library's types that hold state for the code that makes them, by the kind
    /// they count as. A test holds the list to every relay and subject the library declares.
    static let holders: [String: MutableState.Kind] = [
        "BehaviorRelay": .relay, "PublishRelay": .relay, "BehaviorSubject": .subject, "PublishSubject": .subject,
    ]
    /// The module that declares ``holders``.
    static let holderModule = "Reactive"
    /// The protocol that makes an `@Observable` class's properties bound ones: Bind's.
    static let boundProtocol = "BindObservable"

    /// The state `file` keeps; `resolver` tells what the types it creates are.
    static func count(in file: SourceFile, conformances: [String: Set<String>], resolver: TypeResolver) -> MutableState {
        var state = MutableState()
        let declarations = file.facts.declarations
        let types = Dictionary(declarations.filter(\.kind.isType).map { ($0.qualifiedName, $0) }, uniquingKeysWith: { first, _ in first })
        for property in declarations where property.kind == .property && property.isStored && property.isMutable {
            guard let kind = kind(of: property, in: types[property.parent ?? ""], conformances: conformances) else { continue }
            state[kind] += 1
        }
        for reference in file.facts.references where reference.isCreation {
            guard let type = resolver.resolve(reference, in: file).last, type.module == holderModule,
                  let kind = holders[type.qualifiedName] else { continue }
            state[kind] += 1
        }
        return state
    }

    /// The kind of state a stored `var` is, or nil when it is no state the measure counts: an
    /// instance property of a value type, or an observed class's ignored property.
    private static func kind(of property: Declaration, in type: Declaration?, conformances: [String: Set<String>]) -> MutableState.Kind? {
        if property.isStatic { return .storedVar }
        guard let type, type.kind.isReferenceType else { return nil }
        guard type.attributes.contains("@Observable") else { return .storedVar }
        if property.attributes.contains("@ObservationIgnored") { return nil }
        let protocols = Set(type.inherited).union(conformances[type.qualifiedName] ?? [])
        return protocols.contains(boundProtocol) ? .boundProperty : .observableProperty
    }

    /// The protocols each type of `files` is made to conform to in an extension: a class can take
    /// `BindObservable` in another file.
    static func extensionConformances(of files: [SourceFile]) -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        for file in files {
            for declaration in file.facts.declarations where declaration.kind == .extension && !declaration.inherited.isEmpty {
                found[declaration.qualifiedName, default: []].formUnion(declaration.inherited)
            }
        }
        return found
    }
}
