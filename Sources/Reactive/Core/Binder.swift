/// An observer that applies each element to a target it holds weakly, as RxSwift's `Binder`
/// does for UI properties: `label.rx.text` is a `Binder<String?>`.
///
/// Elements are applied at once: the library lives on the main actor, so there is no
/// scheduler to hop to. Once the target is gone, elements are dropped. A binding must not
/// fail: an error is a programming mistake, reported by an assertion in debug builds and
/// ignored otherwise, as in RxSwift.
@MainActor
public struct Binder<Value>: ObserverType {
    private let binding: (Event<Value>) -> Void

    /// A binder that calls `binding` with the target and each element, while the target lives.
    ///
    /// - Parameters:
    ///   - target: The object the elements are applied to; held weakly.
    ///   - binding: Applies one element to the target.
    public init<Target: AnyObject>(_ target: Target, binding: @escaping (Target, Value) -> Void) {
        weak let weakTarget = target
        self.binding = { event in
            switch event {
            case let .next(element):
                if let target = weakTarget { binding(target, element) }
            case let .error(error):
                assertionFailure("Binding error: \(error)")
            case .completed:
                break
            }
        }
    }

    public func on(_ event: Event<Value>) {
        binding(event)
    }

    /// This binder behind a type-erased ``AnyObserver``.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}
