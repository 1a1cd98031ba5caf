/// One side of a binding: a key path of an object, which it holds weakly.
///
/// Made by `bind(_:)` on a ``KeyPathBindable`` object, optionally seen through a transform,
/// then joined to another side by an operator:
///
///     viewModel.bind(\.title) ~> cell.bind(\.titleLabel.text)
///     viewModel.bind(\.count).transform { "\($0) songs" } ~> label.bind(\.text)
@MainActor
public struct BindingEnd<Value> {
    /// The value now, or nil once the object is gone.
    let read: () -> Value?
    /// Reads the key path, without any transform, so that an observation records it.
    let access: () -> Void
    /// Writes the value, if the object is still there; nil for a read-only side.
    let write: ((Value) -> Void)?
    /// Whether a binding can follow this side's changes.
    let isObservable: Bool
    /// Whether the object is still alive.
    let isAlive: () -> Bool

    init<Object: AnyObject>(_ object: Object, keyPath: KeyPath<Object, Value>, write: ((Object, Value) -> Void)?) {
        read = { [weak object] in object.map { $0[keyPath: keyPath] } }
        access = { [weak object] in _ = object?[keyPath: keyPath] }
        self.write = write.map { write in
            { [weak object] value in
                if let object { write(object, value) }
            }
        }
        isObservable = object is any BindObservable
        isAlive = { [weak object] in object != nil }
    }

    private init<Source>(_ source: BindingEnd<Source>, read: @escaping () -> Value?, write: ((Value) -> Void)?) {
        self.read = read
        access = source.access
        isObservable = source.isObservable
        isAlive = source.isAlive
        self.write = write
    }
}

// MARK: - Transforms

extension BindingEnd {
    /// This side seen through a closure, after BIND's `transform:` operation. A closure only goes
    /// one way, so the result can be read and observed but not written.
    ///
    /// - Parameter transform: Turns this side's value into the value the other side takes.
    /// - Returns: A read-only side.
    public func transform<Transformed>(_ transform: @escaping (Value) -> Transformed) -> BindingEnd<Transformed> {
        let read = self.read
        return BindingEnd<Transformed>(self, read: { read().map(transform) }, write: nil)
    }

    /// This side seen through a transformer, both ways, after BIND's `NSValueTransformer`
    /// subclasses: values read are transformed, values written are reverse-transformed first.
    ///
    /// - Parameter transformer: The transformer from this side's values to the other side's.
    /// - Returns: A side that is writable when this one is.
    public func transform<Transformer: BindingTransformer>(with transformer: Transformer) -> BindingEnd<Transformer.TransformedValue>
    where Transformer.Value == Value {
        let read = self.read, write = self.write
        return BindingEnd<Transformer.TransformedValue>(
            self,
            read: { read().map(transformer.transform) },
            write: write.map { write in { write(transformer.reverseTransform($0)) } }
        )
    }
}
