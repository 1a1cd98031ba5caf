/// Counts Bind's live objects, as RxSwift's `Resources.total` does, so tests and the workbench
/// can check that a screen gives back every binding it made.
@MainActor
public enum BindResources {
    /// The bindings alive now: made and not yet released.
    public private(set) static var total = 0

    static func bindingDidStart() {
        total += 1
    }

    static func bindingDidEnd() {
        total -= 1
    }
}
