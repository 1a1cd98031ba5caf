/// The path one user intent takes through an architecture's layers, step by step, as
/// `workbench explain` and the report tell it: who hears the intent, who decides, who asks the
/// model controllers, and who puts the answer on screen.
///
/// Each step names a type the architecture declares (or a shared one), so the workbench can
/// check that the path still matches the code.
public struct IntentPath: Sendable, Equatable {
    /// The intent, as the user would say it: "Type a search term and see the songs found".
    public let intent: String
    public let steps: [IntentStep]

    public init(_ intent: String, steps: [IntentStep]) {
        self.intent = intent
        self.steps = steps
    }
}

/// One hop of an ``IntentPath``.
public struct IntentStep: Sendable, Equatable {
    /// The role folder the type lives in (`Views`, `Models`, …), or `Domain` for a shared
    /// model controller or format.
    public let role: String
    /// The type that does this step: `SearchView`.
    public let type: String
    /// What it does, in a short sentence: "publishes each edit as termChanged".
    public let does: String

    public init(_ role: String, _ type: String, _ does: String) {
        self.role = role
        self.type = type
        self.does = does
    }
}
