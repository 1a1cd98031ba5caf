/// A shown property of a widget whose every assignment counts in ``UIWork/total``: one
/// write, and one equal write when the value does not change.
///
///     @Counted public var text: String?
///
/// The value an initialiser gives it is not counted. Inside HeadlessUI a widget sets
/// `value` directly for what the user does (typing into a field), which is not the app's work.
@MainActor
@propertyWrapper
public struct Counted<Value: Equatable> {
    /// The value, read and written without counting.
    var value: Value

    /// Holds `wrappedValue`, uncounted: it is the property's initial value.
    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// The value; setting it counts one write.
    public var wrappedValue: Value {
        get { value }
        set {
            UIWork.total.writes += 1
            if newValue == value { UIWork.total.equalWrites += 1 }
            value = newValue
        }
    }
}
