/// The role → type edges of a coupling analysis, from the compiler's occurrences: which types
/// of which role or module each role's files reference.
public enum RoleEdges {
    /// Where a file belongs: the architecture (or other module) and the role folder inside it.
    public struct Place: Sendable, Hashable, Comparable, CustomStringConvertible {
        public let module: String
        public let role: String

        public init(module: String, role: String) {
            self.module = module
            self.role = role
        }

        public static func < (left: Place, right: Place) -> Bool {
            (left.module, left.role) < (right.module, right.role)
        }

        /// `MVB/Views`.
        public var description: String {
            module + "/" + role
        }
    }

    /// What a role depends on: a role of a mapped module, or a module whose files are not mapped.
    public enum Target: Sendable, Hashable, Comparable, CustomStringConvertible {
        case role(Place)
        case module(String)

        /// `MVB/Views` for a role, `Domain` for a module.
        public var description: String {
            switch self {
            case let .role(place): place.description
            case let .module(name): name
            }
        }
    }

    /// One role's references into one target, with the types that make the edge.
    public struct Edge: Sendable, Hashable {
        public let from: Place
        public let to: Target
        /// Qualified type names (`FlightCardView.ViewModel`), sorted.
        public let typeNames: [String]
    }

    /// The edges of the files in `places`.
    ///
    /// A reference counts when the compiler saw it written (implicit ones, like a synthesised
    /// `init`, do not) and names a type (a typealias names itself and the types it stands for),
    /// or a member of one. Types defined outside `files` (the toolchain's, the SDK's) make no
    /// edge, nor does a role's use of its own types.
    ///
    /// - Parameters:
    ///   - files: The indexed files, those in `places` and those they reference.
    ///   - places: Each file's place, by the path the index gives it.
    /// - Returns: The edges, by source place, then target.
    public static func edges(files: [IndexedFile], places: [String: Place]) -> [Edge] {
        let symbols = SymbolIndex(files: files)
        var names: [Place: [Target: Set<String>]] = [:]
        for file in files {
            guard let from = places[file.path] else { continue }
            for occurrence in file.occurrences where occurrence.roles.contains(.reference) && !occurrence.roles.contains(.implicit) {
                for type in symbols.referencedTypes(of: occurrence) {
                    guard let definition = symbols.definition(of: type.usr) else { continue }
                    let to: Target = places[definition.path].map { .role($0) } ?? .module(definition.moduleName)
                    guard to != .role(from) else { continue }
                    names[from, default: [:]][to, default: []].insert(symbols.qualifiedName(of: type))
                }
            }
        }
        return names.keys.sorted().flatMap { from in
            names[from]!.keys.sorted().map { Edge(from: from, to: $0, typeNames: names[from]![$0]!.sorted()) }
        }
    }
}
