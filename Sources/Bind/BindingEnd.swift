import Observation

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
    /// Writes the value, if the object is still there; nil for a read-only side.
    let write: ((Value) -> Void)?
    /// Calls its argument once, just before this side's next change; nil when a binding cannot
    /// follow this side's changes.
    let trackNextChange: ((_ onWillChange: @escaping @Sendable () -> Void) -> Void)?
    /// Whether the object is still alive.
    let isAlive: () -> Bool

    /// Whether a binding can follow this side's changes.
    var isObservable: Bool { trackNextChange != nil }

    init<Object: AnyObject>(_ object: Object, keyPath: KeyPath<Object, Value>, write: ((Object, Value) -> Void)?) {
        read = { [weak object] in object.map { $0[keyPath: keyPath] } }
        self.write = write.map { write in
            { [weak object] value in
                if let object { write(object, value) }
            }
        }
        if object is any BindObservable {
            // Reading the key path under observation registers it; Observation calls back once, in `willSet`.
            let access = { [weak object] in _ = object?[keyPath: keyPath] }
            trackNextChange = { onWillChange in withObservationTracking(access, onChange: onWillChange) }
        } else {
            trackNextChange = nil
        }
        isAlive = { [weak object] in object != nil }
    }

    /// A side whose changes are announced by something other than Observation: a control's event.
    init(
        read: @escaping () -> Value?, write: ((Value) -> Void)?,
        trackNextChange: ((_ onWillChange: @escaping @Sendable () -> Void) -> Void)?, isAlive: @escaping () -> Bool
    ) {
        self.read = read
        self.write = write
        self.trackNextChange = trackNextChange
        self.isAlive = isAlive
    }

    private init<Source>(_ source: BindingEnd<Source>, read: @escaping () -> Value?, write: ((Value) -> Void)?) {
        self.init(read: read, write: write, trackNextChange: source.trackNextChange, isAlive: source.isAlive)
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
