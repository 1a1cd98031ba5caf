/// What `workbench changes` found: per change, what the shared patch and each architecture's
/// patch cost and whether the patched build agrees on every scenario. Data only: the words are
/// the renderers' (``ChangesText``).
struct ChangeReport: Codable, Equatable, Sendable {
    /// One architecture's side of one change.
    struct ArchitectureResult: Codable, Equatable, Sendable {
        let architecture: String
        /// The roles the architecture has once patched, the composition root included: the
        /// SAAM ratio's denominator.
        var roles: Int
        /// Nil when the patch could not be read or applied.
        var cost: PatchCost?
        /// Why the architecture fails the change; empty when it takes it.
        var problems: [String] = []

        /// Roles touched over roles, SAAM's measure of how far a change reaches.
        var saamRatio: Double {
            guard let cost, roles > 0 else { return 0 }
            return Double(cost.rolesTouched.count) / Double(roles)
        }

        var passes: Bool { cost != nil && problems.isEmpty }
    }

    /// One change request.
    struct Change: Codable, Equatable, Sendable {
        let id: String
        /// The first heading of `change.md`.
        let title: String
        /// What every architecture needed, counted apart; nil without a shared patch.
        var shared: PatchCost?
        var architectures: [ArchitectureResult] = []
        /// What is wrong with the change as a whole: a shared patch that does not apply, a
        /// build that fails, scenarios that pass without the patches.
        var problems: [String] = []

        var passes: Bool { problems.isEmpty && architectures.allSatisfy(\.passes) }
    }

    var changes: [Change]

    var passes: Bool { changes.allSatisfy(\.passes) }
}

// The coding lives in extensions, so the structs keep their memberwise initialisers.
extension ChangeReport.ArchitectureResult {
    // The ratio and the verdict are written out too, so a reader of the JSON need not derive them.
    private enum CodingKeys: String, CodingKey {
        case architecture, roles, cost, problems, saamRatio, passes
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(architecture: container.decode(String.self, forKey: .architecture),
                      roles: container.decode(Int.self, forKey: .roles),
                      cost: container.decodeIfPresent(PatchCost.self, forKey: .cost),
                      problems: container.decode([String].self, forKey: .problems))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(architecture, forKey: .architecture)
        try container.encode(roles, forKey: .roles)
        try container.encodeIfPresent(cost, forKey: .cost)
        try container.encode(problems, forKey: .problems)
        try container.encode(saamRatio, forKey: .saamRatio)
        try container.encode(passes, forKey: .passes)
    }
}

extension ChangeReport.Change {
    // The verdict is written out too, so a reader of the JSON need not derive it.
    private enum CodingKeys: String, CodingKey {
        case id, title, shared, architectures, problems, passes
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(id: container.decode(String.self, forKey: .id), title: container.decode(String.self, forKey: .title),
                      shared: container.decodeIfPresent(PatchCost.self, forKey: .shared),
                      architectures: container.decode([ChangeReport.ArchitectureResult].self, forKey: .architectures),
                      problems: container.decode([String].self, forKey: .problems))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encodeIfPresent(shared, forKey: .shared)
        try container.encode(architectures, forKey: .architectures)
        try container.encode(problems, forKey: .problems)
        try container.encode(passes, forKey: .passes)
    }
}
