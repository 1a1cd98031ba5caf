import Foundation

/// What `workbench changes` found: per change, what the shared patch and each architecture's
/// patch cost and whether the patched build agrees on every scenario. Data only: the words are
/// the renderers' (the command's text, the teaching report's "Cost of change" section).
///
/// A full run writes it to `Reports/changes.json`, from which `compare` renders the report's
/// section: the report never builds a patched copy itself. It holds nothing that depends on the
/// machine or the run's time, so the committed file can be checked byte for byte.
public struct ChangeReport: Codable, Equatable, Sendable {
    /// One architecture's side of one change.
    public struct ArchitectureResult: Codable, Equatable, Sendable {
        public let architecture: String
        /// The roles the architecture has once patched, the composition root included: the
        /// SAAM ratio's denominator.
        public var roles: Int
        /// Nil when the patch could not be read or applied.
        public var cost: PatchCost?
        /// Why the architecture fails the change; empty when it takes it.
        public var problems: [String]

        public init(architecture: String, roles: Int, cost: PatchCost? = nil, problems: [String] = []) {
            self.architecture = architecture
            self.roles = roles
            self.cost = cost
            self.problems = problems
        }

        /// Roles touched over roles, SAAM's measure of how far a change reaches.
        public var saamRatio: Double {
            guard let cost, roles > 0 else { return 0 }
            return Double(cost.rolesTouched.count) / Double(roles)
        }

        public var passes: Bool { cost != nil && problems.isEmpty }
    }

    /// One change request.
    public struct Change: Codable, Equatable, Sendable {
        public let id: String
        /// The first heading of `change.md`.
        public let title: String
        /// The body of `change.md`'s "What each architecture touches" section, as its author
        /// wrote it (Markdown); nil when the change has none.
        public var notes: String?
        /// What every architecture needed, counted apart; nil without a shared patch.
        public var shared: PatchCost?
        public var architectures: [ArchitectureResult]
        /// What is wrong with the change as a whole: a shared patch that does not apply, a
        /// build that fails, scenarios that pass without the patches.
        public var problems: [String]

        public init(id: String, title: String, notes: String? = nil, shared: PatchCost? = nil,
                    architectures: [ArchitectureResult] = [], problems: [String] = []) {
            self.id = id
            self.title = title
            self.notes = notes
            self.shared = shared
            self.architectures = architectures
            self.problems = problems
        }

        public var passes: Bool { problems.isEmpty && architectures.allSatisfy(\.passes) }
    }

    public var changes: [Change]
    /// Two architectures' patches for one change, quoted one beside the other; nil when none
    /// is chosen (`Scenarios/changes/side-by-side.json`).
    public var sideBySide: SideBySide?

    public init(changes: [Change], sideBySide: SideBySide? = nil) {
        self.changes = changes
        self.sideBySide = sideBySide
    }

    public var passes: Bool { changes.allSatisfy(\.passes) }
}

/// Lines a patch adds and removes.
public struct LineCount: Codable, Equatable, Sendable {
    public var added: Int
    public var removed: Int

    public init(added: Int = 0, removed: Int = 0) {
        self.added = added
        self.removed = removed
    }
}

/// What one patch touches, counted from its hunks (SAAM's "components a scenario modifies").
public struct PatchCost: Codable, Equatable, Sendable {
    /// Files changed or deleted that were there before, by path.
    public var filesTouched: [String]
    /// Files the patch creates.
    public var filesAdded: [String]
    /// The roles (an architecture's first folder level, `(root)` for its composition root) or,
    /// for the shared patch, the modules and folders it changes.
    public var rolesTouched: [String]
    /// The types around every added or removed line, qualified: `SearchView.ViewModel`.
    public var typesTouched: [String]
    /// Lines of the app's sources.
    public var app: LineCount
    /// Lines of tests.
    public var tests: LineCount

    public init(filesTouched: [String] = [], filesAdded: [String] = [], rolesTouched: [String] = [],
                typesTouched: [String] = [], app: LineCount = LineCount(), tests: LineCount = LineCount()) {
        self.filesTouched = filesTouched
        self.filesAdded = filesAdded
        self.rolesTouched = rolesTouched
        self.typesTouched = typesTouched
        self.app = app
        self.tests = tests
    }
}

/// One change's patches of two architectures, their app files only (tests are counted, not
/// quoted): the pair whose difference shows the patterns' argument.
public struct SideBySide: Codable, Equatable, Sendable {
    /// One architecture's patch, file by file.
    public struct Patch: Codable, Equatable, Sendable {
        public let architecture: String
        public let files: [File]

        public init(architecture: String, files: [File]) {
            self.architecture = architecture
            self.files = files
        }
    }

    /// One file of a patch: its path and its hunks, as the patch has them (`@@` lines included).
    public struct File: Codable, Equatable, Sendable {
        public let path: String
        public let hunks: String

        public init(path: String, hunks: String) {
            self.path = path
            self.hunks = hunks
        }
    }

    public let change: String
    /// Why these two, as the choice's author wrote it.
    public let why: String
    public let patches: [Patch]

    public init(change: String, why: String, patches: [Patch]) {
        self.change = change
        self.why = why
        self.patches = patches
    }
}

// The coding lives in extensions, so that what a reader of the JSON need not derive (the
// ratio, the verdicts) is written out too.
extension ChangeReport.ArchitectureResult {
    private enum CodingKeys: String, CodingKey {
        case architecture, roles, cost, problems, saamRatio, passes
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(architecture: container.decode(String.self, forKey: .architecture),
                      roles: container.decode(Int.self, forKey: .roles),
                      cost: container.decodeIfPresent(PatchCost.self, forKey: .cost),
                      problems: container.decode([String].self, forKey: .problems))
    }

    public func encode(to encoder: any Encoder) throws {
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
    private enum CodingKeys: String, CodingKey {
        case id, title, notes, shared, architectures, problems, passes
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(id: container.decode(String.self, forKey: .id), title: container.decode(String.self, forKey: .title),
                      notes: container.decodeIfPresent(String.self, forKey: .notes),
                      shared: container.decodeIfPresent(PatchCost.self, forKey: .shared),
                      architectures: container.decode([ChangeReport.ArchitectureResult].self, forKey: .architectures),
                      problems: container.decode([String].self, forKey: .problems))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encodeIfPresent(notes, forKey: .notes)
        try container.encodeIfPresent(shared, forKey: .shared)
        try container.encode(architectures, forKey: .architectures)
        try container.encode(problems, forKey: .problems)
        try container.encode(passes, forKey: .passes)
    }
}

// MARK: - The file in the report folder

extension ChangeReport {
    /// The data's file in the report folder, beside `comparison.*`.
    public static let fileName = "changes.json"

    /// The JSON the file holds: keys sorted, so the same run always writes the same bytes.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The data in `folder`'s file; nil when there is none or it cannot be read.
    public static func read(in folder: String) -> ChangeReport? {
        let path = (folder as NSString).appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? JSONDecoder().decode(ChangeReport.self, from: data)
    }
}
