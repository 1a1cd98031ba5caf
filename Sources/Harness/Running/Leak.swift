/// Objects of a popped screen that are still alive (SPEC §3.6).
public enum Leak: Sendable, Equatable, Codable {
    /// The screen's view controller or some of its views.
    case screen(ScreenLeak)
    /// Support objects (subscriptions, bindings) the screen took and did not give back.
    case supportObjects(SupportObjectLeak)
}

/// A screen that left the navigation stack while its view controller or views stayed alive.
public struct ScreenLeak: Sendable, Equatable, Codable {
    /// The id of the popped screen: `song`.
    public let screenID: String
    /// The type of its view controller when that is still alive; nil when it was released
    /// and only views stayed.
    public let controllerType: String?
    /// The views still alive, by type in the order first met in the screen's view tree.
    public let views: [ViewCount]
}

/// How many views of one type are alive.
public struct ViewCount: Sendable, Equatable, Codable {
    /// The view's type: `Label`, `SongView`.
    public let kind: String
    /// How many of that type.
    public let count: Int
}

/// Support objects of an architecture that outlived a popped screen: more are alive now
/// than just before the screen was pushed.
public struct SupportObjectLeak: Sendable, Equatable, Codable {
    /// The architecture's display name: `MVB`.
    public let architecture: String
    /// The count just before the screen was pushed.
    public let before: Int
    /// The count after the step that popped it.
    public let now: Int

    /// How many are still alive that should not be.
    public var count: Int { now - before }
}
