import HeadlessUI

/// What every architecture provides to the workbench: who it is, where it comes from, the
/// rules it holds itself to, and its composition root.
///
/// An architecture is a value describing a module; the module's types do the work.
public protocol Architecture: Sendable {
    /// The short name used on the command line: `mvc`.
    var id: String { get }
    /// The name shown in reports: `MVC`.
    var displayName: String { get }
    /// The pattern in one paragraph.
    var summary: String { get }
    /// The article or project this implementation follows.
    var seed: Seed { get }
    /// The rules the architecture declares about itself.
    var rules: [ArchitectureRule] { get }
    /// The path the search intent takes through the architecture's layers: typing a term until
    /// the songs show. Told by `workbench explain` and the report; checked against the sources.
    var searchPath: IntentPath { get }
    /// The folder of its sources, relative to the package root; its first folder level is
    /// the roles (SPEC §1). Default: `Sources/Architectures/<displayName>`.
    var sourceFolder: String { get }
    /// The support libraries it builds on (module names, each in `Sources/<name>`), measured
    /// apart from the app code. Default: none.
    var supportModules: [String] { get }
    /// True for the baseline with no architecture (SPEC §7): it must agree like the others,
    /// and timings are given as ratios to it, but it is listed apart and never ranked.
    var isBaseline: Bool { get }
    /// When its seed's advocate would choose it, and the price the seed accepts for it, in a
    /// few sentences the report's trade-offs table quotes; the figures beside it are measured.
    /// Default: nil, which the table shows as unsaid.
    var whenToChoose: String? { get }
    /// The roles that connect the views to the state: where views are handed their closures,
    /// bound or subscribed. The report's trade-offs table names them; a test checks each is a
    /// folder of the architecture. Default: none said.
    var wiringRoles: [String] { get }

    /// Builds the first screen of the app, with everything it needs from `environment`.
    /// The workbench puts it in a navigation controller and a window.
    @MainActor
    func makeRoot(_ screen: LaunchScreen, environment: AppEnvironment) -> ViewController

    /// How many objects of the architecture's support library are alive now (subscriptions,
    /// subjects, bindings — as RxSwift's `Resources.total` counts them), or nil when it has
    /// no support library. The workbench checks that a popped screen gives back what it took.
    @MainActor
    var liveSupportObjects: Int? { get }

    /// What its stores have done since the program started, for an architecture whose support
    /// library runs every action through a store (TCA), or nil. The workbench keeps each run's
    /// share, so the report can say what the store costs per action.
    @MainActor
    var storeWork: StoreWorkCounts? { get }
}

extension Architecture {
    @MainActor
    public var liveSupportObjects: Int? { nil }

    @MainActor
    public var storeWork: StoreWorkCounts? { nil }

    public var sourceFolder: String { "Sources/Architectures/" + displayName }

    public var supportModules: [String] { [] }

    public var isBaseline: Bool { false }

    public var whenToChoose: String? { nil }

    public var wiringRoles: [String] { [] }
}

/// The screen the app launches on (`launch search | flights`).
public enum LaunchScreen: String, CaseIterable, Sendable {
    case search
    case flights
}

/// The article or project an architecture follows.
public struct Seed: Sendable, Equatable {
    public let title: String
    public let author: String
    public let url: String

    public init(title: String, author: String, url: String) {
        self.title = title
        self.author = author
        self.url = url
    }
}
