import Reactive

/// Events compare equal when they are the same kind with equal contents, so recorded
/// histories can be compared whole. Two errors are equal when they are equal values of the
/// same `Equatable` type, or, for other errors, of the same type with the same description.
extension Event: Equatable where Element: Equatable {
    public static func == (lhs: Event, rhs: Event) -> Bool {
        switch (lhs, rhs) {
        case let (.next(left), .next(right)): left == right
        case let (.error(left), .error(right)): errorsAreEqual(left, right)
        case (.completed, .completed): true
        default: false
        }
    }
}

private func errorsAreEqual(_ lhs: any Error, _ rhs: any Error) -> Bool {
    if let equatable = lhs as? any Equatable {
        return isEqual(equatable, rhs)
    }
    return type(of: lhs) == type(of: rhs) && String(describing: lhs) == String(describing: rhs)
}

private func isEqual<Left: Equatable>(_ lhs: Left, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? Left else { return false }
    return lhs == rhs
}
