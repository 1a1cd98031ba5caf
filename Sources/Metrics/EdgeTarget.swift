/// What a role depends on: another role of the same architecture, or a shared module.
///
/// Targets sort roles first, then modules, each by name. In JSON a target is one key naming
/// its kind: `{"role": "Models"}`, `{"module": "Domain"}`.
public enum EdgeTarget: Sendable, Hashable, Comparable, Codable {
    /// A role folder of the same architecture (`Models`), or its composition root.
    case role(String)
    /// A shared module the architecture imports (`Domain`, `HeadlessUI`).
    case module(String)

    /// The role's or the module's name, without its kind.
    public var name: String {
        switch self {
        case let .role(name), let .module(name): name
        }
    }

    /// Whether the target is a shared module rather than a role.
    public var isModule: Bool {
        if case .module = self { true } else { false }
    }

    /// Roles before modules, then by name.
    public static func < (left: EdgeTarget, right: EdgeTarget) -> Bool {
        (left.isModule ? 1 : 0, left.name) < (right.isModule ? 1 : 0, right.name)
    }

    // MARK: - Codable

    private enum CodingKeys: String, CodingKey {
        case role, module
    }

    /// Reads `{"role": name}` or `{"module": name}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let role = try container.decodeIfPresent(String.self, forKey: .role) {
            self = .role(role)
        } else {
            self = .module(try container.decode(String.self, forKey: .module))
        }
    }

    /// Writes `{"role": name}` or `{"module": name}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case let .role(name): try container.encode(name, forKey: .role)
        case let .module(name): try container.encode(name, forKey: .module)
        }
    }
}
