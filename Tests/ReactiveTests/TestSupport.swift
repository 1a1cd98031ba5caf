import Reactive

/// The error test observables fail with.
struct TestError: Error, Equatable {
    let name: String
}

let testError = TestError(name: "test")
let otherError = TestError(name: "other")

/// An object to capture in closures, to check with a weak reference that it was released.
final class Witness {}
