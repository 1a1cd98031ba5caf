import HeadlessUI

extension Button {
    /// The button's taps as a side of a binding, after BIND's `onTouchUpInside`: each tap is a
    /// change, with no value. Bound to a command, a tap executes it (see ``Command``):
    ///
    ///     viewModel.bind(\.closeCommand) <~! closeButton.bindTaps()
    ///
    /// - Returns: A read-only side, holding the button weakly.
    public func bindTaps() -> BindingEnd<Void> {
        let taps = ControlEventTracker(self, event: .touchUpInside)
        return BindingEnd(
            read: { [weak self] in self.map { _ in () } },
            write: nil,
            trackNextChange: taps.trackNextChange,
            isAlive: { [weak self] in self != nil }
        )
    }
}
