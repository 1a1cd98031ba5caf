extension BindingEnd {
    /// Calls `observer` with each later value of this side, after BIND's observe operation
    /// (`[BINDO(viewModel, name) observe:…]`): for code that must act on a change rather than
    /// copy it, as a view controller that starts work when the user edits a field.
    ///
    ///     observation = viewModel.bind(\.term).observe { [weak self] term in self?.termEdited(term) }
    ///
    /// - Parameter observer: Called in the same call as each change, never for the value now.
    /// - Returns: The binding, which lasts as long as it is held.
    public func observe(_ observer: @escaping @MainActor (Value) -> Void) -> Binding {
        let observerSide = BindingEnd<Value>(read: { nil }, write: observer, trackNextChange: nil, isAlive: { true })
        return Binding(self, observerSide, direction: .leftToRight, copiesInitialValue: false, leftToRight: { $0 })
    }
}
