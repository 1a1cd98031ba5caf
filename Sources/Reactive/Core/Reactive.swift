/// The `rx` namespace, as in RxSwift: reactive extensions of a type live on `Reactive<Base>`
/// so they never clash with the type's own members.
///
///     extension Reactive where Base: Label {
///         var text: Binder<String?> { Binder(base) { label, text in label.text = text } }
///     }
///     label.rx.text
///
/// A type opts in by conforming to ``ReactiveCompatible``. Like the rest of the library, the
/// namespace lives on the main actor.
@MainActor
public struct Reactive<Base> {
    /// The extended object.
    public let base: Base

    /// Wraps `base` in the `rx` namespace.
    public init(_ base: Base) {
        self.base = base
    }
}

/// A type with an `rx` namespace for its reactive extensions.
@MainActor
public protocol ReactiveCompatible {
    /// The type whose extensions `rx` offers; the conforming type itself.
    associatedtype ReactiveBase

    /// The reactive extensions of this object.
    var rx: Reactive<ReactiveBase> { get }
}

extension ReactiveCompatible {
    public var rx: Reactive<Self> {
        Reactive(self)
    }
}
