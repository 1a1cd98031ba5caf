/// Whether the change requests cover the app evenly (SPEC §9): each declares the screen where
/// its behaviour is seen, and no screen may hold more than half of them, or the cost of change
/// would measure one screen's code.
extension ChangeReport {
    /// One screen and the changes seen on it.
    public struct ScreenCoverage: Codable, Equatable, Sendable {
        public let screen: Screen
        /// The ids of its changes, in the report's order.
        public let changes: [String]

        public init(screen: Screen, changes: [String]) {
            self.screen = screen
            self.changes = changes
        }
    }

    /// Every screen, in ``Screen``'s order, with its changes (none included).
    public var coverage: [ScreenCoverage] {
        Screen.allCases.map { screen in ScreenCoverage(screen: screen, changes: changes.filter { $0.screen == screen }.map(\.id)) }
    }

    /// The screen holding more than half of the changes, if one does.
    public var crowdedScreen: ScreenCoverage? {
        coverage.first { $0.changes.count * 2 > changes.count }
    }
}
