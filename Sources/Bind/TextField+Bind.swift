import HeadlessUI

extension TextField {
    /// The field's text as a side of a binding, after BIND's `onEditingChanged`. Each edit of the
    /// user is a change the binding passes on; a value the binding writes sets the text as code
    /// does, which sends no event, as in UIKit, so a two-way binding does not echo:
    ///
    ///     viewModel.bind(\.term) <> termField.bindText()
    ///
    /// - Returns: A writable side, holding the field weakly.
    public func bindText() -> BindingEnd<String> {
        let edits = ControlEventTracker(self, event: .editingChanged)
        return BindingEnd(
            read: { [weak self] in self?.text },
            write: { [weak self] text in self?.text = text },
            trackNextChange: edits.trackNextChange,
            isAlive: { [weak self] in self != nil }
        )
    }
}
