import Observation

/// An object whose key paths can be one side of a binding: a view, a cell, a view controller.
///
/// Conforming costs nothing; it gives the object `bind(_:)`. A binding can write to any such
/// object, but it can only follow the changes of a ``BindObservable`` one.
@MainActor
public protocol KeyPathBindable: AnyObject {}

/// An `@Observable` object whose changes a binding can follow: a view model.
///
/// Swift Observation tells an observer that a property is *about* to change (`willSet`); a
/// binding has to copy the value *after* the change. So a bindable type swaps in Bind's
/// ``BindRegistrar`` for the registrar `@Observable` would make, with one line; the registrar
/// tells Bind when each change is done, and the bindings copy the new value in that same call:
///
///     @Observable final class PersonViewModel: BindObservable {
///         @ObservationIgnored let _$observationRegistrar = BindRegistrar()
///         var name = ""
///     }
///
/// Forgetting the line is a compile error: the macro's own registrar does not satisfy this
/// protocol. Every object on an observed key path (`\.pet.name`) must be `BindObservable`.
@MainActor
public protocol BindObservable: KeyPathBindable, Observable {
    /// The registrar the `@Observable` macro uses when the type declares one: Bind's.
    var _$observationRegistrar: BindRegistrar { get }
}

extension KeyPathBindable {
    /// A read-only side of a binding: `viewModel.bind(\.title)`.
    ///
    /// - Parameter keyPath: The value to read; observed when this object is ``BindObservable``.
    /// - Returns: The side, holding this object weakly.
    public func bind<Value>(_ keyPath: KeyPath<Self, Value>) -> BindingEnd<Value> {
        BindingEnd(self, keyPath: keyPath, write: nil)
    }

    /// A side of a binding that can also be written: `cell.bind(\.titleLabel.text)`.
    ///
    /// - Parameter keyPath: The value to read and write; observed when this object is ``BindObservable``.
    /// - Returns: The side, holding this object weakly.
    public func bind<Value>(_ keyPath: ReferenceWritableKeyPath<Self, Value>) -> BindingEnd<Value> {
        BindingEnd(self, keyPath: keyPath) { object, value in object[keyPath: keyPath] = value }
    }
}
