// BIND's six arrows. Each returns the ``Binding``, which must be held for as long as it should
// last. A value can also go into an optional of its type, as a title into a label's `text`.

// MARK: - Left to right

/// Binds `right` to `left`: sets it to the left value now, then to each new left value.
@MainActor
public func ~> <Value>(left: BindingEnd<Value>, right: BindingEnd<Value>) -> Binding {
    Binding(left, right, direction: .leftToRight, copiesInitialValue: true, leftToRight: { $0 })
}

/// Binds `right` to `left`: sets it to the left value now, then to each new left value.
@MainActor
public func ~> <Value>(left: BindingEnd<Value>, right: BindingEnd<Value?>) -> Binding {
    Binding(left, right, direction: .leftToRight, copiesInitialValue: true, leftToRight: { $0 })
}

/// Binds `right` to `left` without an initial value: only the left side's later changes go right.
@MainActor
public func !~> <Value>(left: BindingEnd<Value>, right: BindingEnd<Value>) -> Binding {
    Binding(left, right, direction: .leftToRight, copiesInitialValue: false, leftToRight: { $0 })
}

/// Binds `right` to `left` without an initial value: only the left side's later changes go right.
@MainActor
public func !~> <Value>(left: BindingEnd<Value>, right: BindingEnd<Value?>) -> Binding {
    Binding(left, right, direction: .leftToRight, copiesInitialValue: false, leftToRight: { $0 })
}

// MARK: - Right to left

/// Binds `left` to `right`: sets it to the right value now, then to each new right value.
@MainActor
public func <~ <Value>(left: BindingEnd<Value>, right: BindingEnd<Value>) -> Binding {
    Binding(left, right, direction: .rightToLeft, copiesInitialValue: true, rightToLeft: { $0 })
}

/// Binds `left` to `right`: sets it to the right value now, then to each new right value.
@MainActor
public func <~ <Value>(left: BindingEnd<Value?>, right: BindingEnd<Value>) -> Binding {
    Binding(left, right, direction: .rightToLeft, copiesInitialValue: true, rightToLeft: { $0 })
}

/// Binds `left` to `right` without an initial value: only the right side's later changes go left.
@MainActor
public func <~! <Value>(left: BindingEnd<Value>, right: BindingEnd<Value>) -> Binding {
    Binding(left, right, direction: .rightToLeft, copiesInitialValue: false, rightToLeft: { $0 })
}

/// Binds `left` to `right` without an initial value: only the right side's later changes go left.
@MainActor
public func <~! <Value>(left: BindingEnd<Value?>, right: BindingEnd<Value>) -> Binding {
    Binding(left, right, direction: .rightToLeft, copiesInitialValue: false, rightToLeft: { $0 })
}

// MARK: - Both ways

/// Binds the two sides to each other: the right side takes the left value now, then each side
/// takes the other's changes.
@MainActor
public func <> <Value>(left: BindingEnd<Value>, right: BindingEnd<Value>) -> Binding {
    Binding(left, right, direction: .bothWays, copiesInitialValue: true, leftToRight: { $0 }, rightToLeft: { $0 })
}

/// Binds the two sides to each other without an initial value: each side takes only the
/// other's later changes.
@MainActor
public func <!> <Value>(left: BindingEnd<Value>, right: BindingEnd<Value>) -> Binding {
    Binding(left, right, direction: .bothWays, copiesInitialValue: false, leftToRight: { $0 }, rightToLeft: { $0 })
}
