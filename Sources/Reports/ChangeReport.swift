import Foundation

/// What `workbench changes` found: per change, what the shared patch and each architecture's
/// patch cost and whether the patched build agrees on every scenario. Data only: the words are
/// the renderers' (the command's text, the teaching report's "Cost of change" section).
///
/// A full run writes it to `Reports/changes.json`, from which `compare` renders the report's
/// section: the report never builds a patched copy itself. It holds nothing that depends on the
/// machine or the run's time, so the committed file can be checked byte for byte.
public struct ChangeReport: Codable, Equatable, Sendable {
    /// The screen where a change's behaviour is seen, as its `change.md` declares it.
    public enum Screen: String, Codable, CaseIterable, Sendable {
        case search, song, board, card
    }

    /// One architecture's side of one change.
    public struct ArchitectureResult: Codable, Equatable, Sendable {
        public let architecture: String
        /// Nil when the patch could not be read or applied, or the architecture is not measured.
        public var cost: PatchCost?
        /// Why the architecture fails the change; empty when it takes it.
        public var problems: [String]
        /// False for an architecture with no patch in any change (one just added): not
        /// measured, it neither takes nor fails the change.
        public var isMeasured: Bool

        public init(architecture: String, cost: PatchCost? = nil, problems: [String] = [], isMeasured: Bool = true) {
            self.architecture = architecture
            self.cost = cost
            self.problems = problems
            self.isMeasured = isMeasured
        }

        /// An architecture that is not measured, for `change`'s table.
        public static func notMeasured(_ architecture: String) -> ArchitectureResult {
            ArchitectureResult(architecture: architecture, isMeasured: false)
        }

        public var passes: Bool { cost != nil && problems.isEmpty }
    }

    /// One change request.
    public struct Change: Codable, Equatable, Sendable {
        public let id: String
        /// The first heading of `change.md`.
        public let title: String
        /// Where the change's behaviour is seen.
        public let screen: Screen
        /// The body of `change.md`'s "What each architecture touches" section, as its author
        /// wrote it (Markdown); nil when the change has none.
        public var notes: String?
        /// What every architecture needed, counted apart; nil without a shared patch.
        public var shared: PatchCost?
        public var architectures: [ArchitectureResult]
        /// What is wrong with the change as a whole: a shared patch that does not apply or
        /// whose tests fail, a build that fails, scenarios that pass without the patches.
        public var problems: [String]

        public init(id: String, title: String, screen: Screen, notes: String? = nil, shared: PatchCost? = nil,
                    architectures: [ArchitectureResult] = [], problems: [String] = []) {
            self.id = id
            self.title = title
            self.screen = screen
            self.notes = notes
            self.shared = shared
            self.architectures = architectures
            self.problems = problems
        }

        /// Every measured architecture takes the change, and the change has no problem of its own.
        public var passes: Bool { problems.isEmpty && architectures.filter(\.isMeasured).allSatisfy(\.passes) }
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

    /// The architectures some change does not measure, in the order they first stand.
    public var notMeasured: [String] {
        var ids: [String] = []
        for side in changes.flatMap(\.architectures) where !side.isMeasured && !ids.contains(side.architecture) {
            ids.append(side.architecture)
        }
        return ids
    }

    /// The same data, with each of `ids` that a change has no result for shown as not
    /// measured: the report's table names every architecture it compares, a new one too.
    public func including(_ ids: [String]) -> ChangeReport {
        var listed = self
        for index in listed.changes.indices {
            let known = Set(listed.changes[index].architectures.map(\.architecture))
            listed.changes[index].architectures += ids.filter { !known.contains($0) }.map(ArchitectureResult.notMeasured)
        }
        return listed
    }
}

/// Lines a patch adds and removes.
public struct LineCount: Codable, Equatable, Sendable {
    public var added: Int
    public var removed: Int

    public init(added: Int = 0, removed: Int = 0) {
        self.added = added
        self.removed = removed
    }

    /// Added and removed together: how many lines a reader of the patch goes through.
    public var changed: Int { added + removed }
}

/// The lines a patch adds and removes on one side (the app, or its tests), by what they hold: a
/// line with any code on it is code; one with only a comment is a comment; one with nothing,
/// blank. Only code is the cost's headline.
public struct ChangedLines: Codable, Equatable, Sendable {
    public var code: LineCount
    public var comments: LineCount
    public var blank: LineCount

    public init(code: LineCount = LineCount(), comments: LineCount = LineCount(), blank: LineCount = LineCount()) {
        self.code = code
        self.comments = comments
        self.blank = blank
    }
}

/// What a patch touched of one kind (files, roles, types), the ones it creates apart from the
/// ones that were there before, each list sorted.
public struct NewAndModified: Codable, Equatable, Sendable {
    /// Created by the patch.
    public var new: [String]
    /// There before the patch, and changed (or, for files, deleted) by it.
    public var modified: [String]

    public init(new: [String] = [], modified: [String] = []) {
        self.new = new
        self.modified = modified
    }

    public var count: Int { new.count + modified.count }
    /// Every name, new or not, sorted.
    public var all: [String] { (new + modified).sorted() }
}

/// What one patch touches, counted from its hunks (SAAM's "components a scenario modifies").
public struct PatchCost: Codable, Equatable, Sendable {
    /// The app's files (everything outside `Tests/`), by path.
    public var appFiles: NewAndModified
    /// The test files, by path.
    public var testFiles: NewAndModified
    /// The roles (an architecture's first folder level, `(root)` for its composition root) or,
    /// for the shared patch, the modules and folders it changes; new when the patch makes its folder.
    public var roles: NewAndModified
    /// The app's types around every added or removed line, qualified (`SearchView.ViewModel`);
    /// new when the patch declares them.
    public var types: NewAndModified
    /// Lines of the app.
    public var app: ChangedLines
    /// Lines of tests.
    public var tests: ChangedLines

    public init(appFiles: NewAndModified = NewAndModified(), testFiles: NewAndModified = NewAndModified(),
                roles: NewAndModified = NewAndModified(), types: NewAndModified = NewAndModified(),
                app: ChangedLines = ChangedLines(), tests: ChangedLines = ChangedLines()) {
        self.appFiles = appFiles
        self.testFiles = testFiles
        self.roles = roles
        self.types = types
        self.app = app
        self.tests = tests
    }
}

// The coding lives in extensions, so that what a reader of the JSON need not derive (the
// verdicts, the interactions, the coverage) is written out too.
extension ChangeReport.ArchitectureResult {
    private enum CodingKeys: String, CodingKey {
        case architecture, cost, problems, passes, measured
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(architecture: container.decode(String.self, forKey: .architecture),
                      cost: container.decodeIfPresent(PatchCost.self, forKey: .cost),
                      problems: container.decode([String].self, forKey: .problems),
                      isMeasured: container.decodeIfPresent(Bool.self, forKey: .measured) ?? true)
    }

    /// `measured` is written only when false, so the data of measured architectures reads as before.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(architecture, forKey: .architecture)
        try container.encodeIfPresent(cost, forKey: .cost)
        try container.encode(problems, forKey: .problems)
        try container.encode(passes, forKey: .passes)
        if !isMeasured { try container.encode(false, forKey: .measured) }
    }
}

extension ChangeReport.Change {
    private enum CodingKeys: String, CodingKey {
        case id, title, screen, notes, shared, architectures, problems, passes
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(id: container.decode(String.self, forKey: .id), title: container.decode(String.self, forKey: .title),
                      screen: container.decode(ChangeReport.Screen.self, forKey: .screen),
                      notes: container.decodeIfPresent(String.self, forKey: .notes),
                      shared: container.decodeIfPresent(PatchCost.self, forKey: .shared),
                      architectures: container.decode([ChangeReport.ArchitectureResult].self, forKey: .architectures),
                      problems: container.decode([String].self, forKey: .problems))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(screen, forKey: .screen)
        try container.encodeIfPresent(notes, forKey: .notes)
        try container.encodeIfPresent(shared, forKey: .shared)
        try container.encode(architectures, forKey: .architectures)
        try container.encode(problems, forKey: .problems)
        try container.encode(passes, forKey: .passes)
    }
}

extension ChangeReport {
    private enum CodingKeys: String, CodingKey {
        case changes, sideBySide, interactions, coverage, passes
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(changes: container.decode([Change].self, forKey: .changes),
                      sideBySide: container.decodeIfPresent(SideBySide.self, forKey: .sideBySide))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(changes, forKey: .changes)
        try container.encodeIfPresent(sideBySide, forKey: .sideBySide)
        try container.encode(interactions, forKey: .interactions)
        try container.encode(coverage, forKey: .coverage)
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
