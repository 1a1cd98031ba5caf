import HeadlessUI

extension View {
    /// The subview with `identifier`, of the type the test expects, as a UI test finds an element.
    func element<Element: View>(_ identifier: String, as type: Element.Type = Element.self) -> Element? {
        subtree().first { $0.accessibilityIdentifier == identifier } as? Element
    }
}
