/// A target in JSON is one key naming its kind: `{"role": "Models"}`, `{"module": "Domain"}`,
/// `{"classes": "Domain/Services"}`, `{"types": ["ScheduledWork"]}`, so a rule's break can be
/// written with the target it went through, and read back.
extension RuleTarget: Codable {
    private enum CodingKeys: String, CodingKey {
        case role, module, classes, types
    }

    /// Reads the one key a target is written with.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let name = try container.decodeIfPresent(String.self, forKey: .role) {
            self = .role(name)
        } else if let name = try container.decodeIfPresent(String.self, forKey: .module) {
            self = .module(name)
        } else if let name = try container.decodeIfPresent(String.self, forKey: .classes) {
            self = .classes(in: name)
        } else {
            self = .types(try container.decode([String].self, forKey: .types))
        }
    }

    /// Writes the target as one key naming its kind.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case let .role(name): try container.encode(name, forKey: .role)
        case let .module(name): try container.encode(name, forKey: .module)
        case let .classes(name): try container.encode(name, forKey: .classes)
        case let .types(names): try container.encode(names, forKey: .types)
        }
    }
}
