/// Whether a name is a widget's event (`closeButtonTapped`, `didTapCloseButton`,
/// `closeButtonPressed`) rather than the user's intent (`closeRequested`).
enum WidgetEventName {
    /// The words of a gesture on a widget, however a name spells it.
    static let gestureWords: Set<String> = ["tap", "tapped", "taps", "press", "pressed", "click", "clicked", "touch", "touched"]

    /// Whether `name` ends with `suffix` or has a gesture word among its camel-case words.
    static func matches(_ name: String, suffix: String) -> Bool {
        name.hasSuffix(suffix) || words(of: name).contains { gestureWords.contains($0.lowercased()) }
    }

    /// `didTapCloseButton` → `did`, `Tap`, `Close`, `Button`.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        for character in name where character != "_" {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(character)
        }
        return words
    }
}
