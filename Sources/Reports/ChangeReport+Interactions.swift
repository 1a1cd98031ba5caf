/// SAAM's scenario interaction (Kazman, Bass, Abowd): a component that many unrelated change
/// scenarios touch holds concerns that were not separated. Here the components are an
/// architecture's types, and every change request is unrelated to the others.
extension ChangeReport {
    /// One type of one architecture and the changes that touched it.
    public struct Interaction: Codable, Equatable, Sendable {
        public let architecture: String
        /// Qualified: `SearchViewController`, `SearchView.ViewModel`.
        public let type: String
        /// The ids of the changes whose patches touched it, in the report's order.
        public let changes: [String]

        public init(architecture: String, type: String, changes: [String]) {
            self.architecture = architecture
            self.type = type
            self.changes = changes
        }
    }

    /// How many unrelated changes must touch a type before it is shown: SAAM's interaction
    /// table lists the components that two or more scenarios affect; with a few changes to every
    /// part of one small app, two is common, three says a type gathers unrelated work.
    public static let interactionThreshold = 3

    /// Per architecture (in the order the changes list them), the types that
    /// ``interactionThreshold`` or more changes modified, those touched by the most changes
    /// first, then by name. Only types that were there before count: a type two patches each
    /// create is two types that happen to share a name, as every patch is made against the
    /// package as it is.
    public var interactions: [Interaction] {
        var architectures: [String] = []
        var changesByType: [String: [String: [String]]] = [:]
        for change in changes {
            for side in change.architectures {
                if !architectures.contains(side.architecture) { architectures.append(side.architecture) }
                for type in side.cost?.types.modified ?? [] {
                    changesByType[side.architecture, default: [:]][type, default: []].append(change.id)
                }
            }
        }
        return architectures.flatMap { architecture in
            (changesByType[architecture] ?? [:])
                .filter { $0.value.count >= Self.interactionThreshold }
                .sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }
                .map { Interaction(architecture: architecture, type: $0.key, changes: $0.value) }
        }
    }
}
