/// The value of a widget's shown property, and the count of code's writes to it: each
/// assignment is one write in ``UIWork/total`` (and one equal write when the value does not
/// change), and the same in ``WidgetWrites/total`` under the name of the widget written to.
/// A widget of your own counts its shown properties the same way:
///
///     public var text: String? {
///         get { _text.value }
///         set { _text.set(newValue, on: self) }
///     }
///     private var _text = Counted<String?>(nil)
///
/// The value it starts with is not counted, nor what a widget sets through ``value`` for what
/// the user does (typing into a field): that is not the app's work.
@MainActor
public struct Counted<Value: Equatable> {
    /// The value, read and written without counting.
    public var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    /// Sets the value as the app's code does: one write to `widget`.
    public mutating func set(_ newValue: Value, on widget: View) {
        set(newValue, countedAs: widget.widgetName)
    }

    /// Sets the value as the app's code does: one write to the screen's title.
    mutating func set(_ newValue: Value, on screen: ViewController) {
        set(newValue, countedAs: screen.widgetName)
    }

    private mutating func set(_ newValue: Value, countedAs widget: String) {
        let unchanged = newValue == value
        UIWork.total.writes += 1
        if unchanged { UIWork.total.equalWrites += 1 }
        WidgetWrites.total.count(to: widget, unchanged: unchanged)
        value = newValue
    }
}
