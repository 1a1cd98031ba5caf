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
