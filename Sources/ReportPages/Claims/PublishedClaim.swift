/// A published finding that one architecture is the best of several on some quality, as data:
/// who published it, which architecture it names, which of this report's measures stands for
/// the quality, and which architectures the source compared. The words are the renderer's.
public struct PublishedClaim: Sendable, Codable, Equatable {
    /// Where the claim was published.
    public struct Source: Sendable, Codable, Equatable {
        /// `Lou, T.`, as the work is cited.
        public let authors: String
        /// The year of publication; nil when the work gives none.
        public let year: Int?
        public let title: String
        /// Where it appeared: a journal, a university, a blog.
        public let publishedIn: String
        /// Where it can be read, or its record read; nil when it has no address.
        public let url: String?
    }

    /// A short name, stable across runs: `lou-modifiability`.
    public let id: String
    public let source: Source
    /// The architecture the source finds best.
    public let architectureID: String
    /// The measure of this report that stands for the quality the source ranks by.
    public let measure: ClaimMeasure
    /// The architectures the source compared, the claimed one among them, by id; nil when the
    /// claim is against every other architecture. The claim is checked among these alone: a
    /// source that compared four patterns said nothing of a fifth.
    public let among: [String]?
}

/// The report's measures a claim can be checked by. On each but testability, fewer is better.
public enum ClaimMeasure: String, Sendable, Codable, CaseIterable {
    /// Modifiability: the lines of app code the change requests' patches add and remove, over
    /// every change (Cost of change). An architecture with no cost in some change is not measured.
    case linesChanged
    /// Coupling: the type names on the dependencies between an architecture's roles, added up,
    /// a role that only nests its types in another's left out (Roles and dependencies).
    case roleCoupling
    /// The lines of code of the `ViewControllers` role (Roles and dependencies); an
    /// architecture without that role is not measured.
    case viewControllerLines
    /// Memory: the most app objects alive after any step (Work).
    case peakObjectsAlive
    /// CPU: the processor time over the operations suite, the geometric mean of each
    /// operation's median ratio to the baseline (Timing on one machine), decided by
    /// `TimingDifferences`' pairs of scores.
    case processorTime
    /// Testability: the share of its mutants an architecture's own unit tests catch, more
    /// better (Testability), decided by `ProportionDifferences`' pairs of shares; not measured
    /// while `Reports/mutation.json` is missing.
    case testability
}
