/// A name for one dependency of the features, and the type of its value.
///
///     enum SongSearchKey: DependencyKey { typealias Value = SongSearchClient }
///     extension DependencyValues {
///         var songSearch: SongSearchClient {
///             get { self[SongSearchKey.self] }
///             set { self[SongSearchKey.self] = newValue }
///         }
///     }
///
/// TCA's keys also give a live value and a test value, made once for the whole program. Here
/// the services belong to the world a scenario builds, so a key has no value of its own: the
/// store is given every value, and reading one it was not given stops the program, naming the key.
public protocol DependencyKey {
    /// The type of the dependency's value.
    associatedtype Value
}

/// The dependencies the reducers read with ``Dependency``: the services and the main queue.
///
/// A store is given its values when it is made (`withDependencies:`), and a test overrides
/// them the same way; the store makes them current while its reducer and effects run.
public struct DependencyValues {
    private var values: [ObjectIdentifier: Any] = [:]

    /// No values.
    public init() {}

    /// The value for `key`.
    public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
        get {
            guard let value = values[ObjectIdentifier(key)] as? Key.Value else {
                preconditionFailure("no value for the dependency \(Key.self): give it when making the store, in withDependencies")
            }
            return value
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The values the reducer running now reads.
    @MainActor static var current = DependencyValues()

    /// Runs `operation` with `values` current, then makes the values before current again.
    @MainActor
    static func with<Result>(_ values: DependencyValues, _ operation: () throws -> Result) rethrows -> Result {
        let outer = current
        current = values
        defer { current = outer }
        return try operation()
    }
}

/// Runs `operation` with the current dependencies changed by `update`: a store made inside
/// starts from them.
///
/// - Parameters:
///   - update: Changes the values.
///   - operation: The work to run with them.
/// - Returns: What `operation` returns.
@MainActor
public func withDependencies<Result>(
    _ update: (inout DependencyValues) -> Void, operation: () throws -> Result
) rethrows -> Result {
    var values = DependencyValues.current
    update(&values)
    return try DependencyValues.with(values, operation)
}
