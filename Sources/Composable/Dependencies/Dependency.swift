/// A reducer's dependency, read from the values of the store that runs it: TCA's
/// `@Dependency(\.mainQueue) var mainQueue`.
///
/// The value is read when used, from the store that is running the reducer or starting its
/// effects. Read it there, not in a callback that comes later: capture it first
/// (`[mainQueue] in`) if a callback needs it.
@MainActor
@propertyWrapper
public struct Dependency<Value> {
    private let keyPath: KeyPath<DependencyValues, Value>

    /// The dependency at `keyPath` of ``DependencyValues``.
    public init(_ keyPath: KeyPath<DependencyValues, Value>) {
        self.keyPath = keyPath
    }

    /// The current value.
    public var wrappedValue: Value {
        DependencyValues.current[keyPath: keyPath]
    }
}
