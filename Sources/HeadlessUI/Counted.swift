/// The value of a widget's shown property, and the count of code's writes to it: each
/// assignment is one write in ``UIWork/total`` (and one equal write when the value does not
/// change), and the same in ``WidgetWrites/total`` under the name of the widget written to.
///
///     public var text: String? {
///         get { _text.value }
///         set { _text.set(newValue, on: self) }
///     }
///     private var _text = Counted<String?>(nil)
///
/// The value it starts with is not counted, nor what HeadlessUI sets through ``value`` for what
/// the user does (typing into a field): that is not the app's work.
@MainActor
struct Counted<Value: Equatable> {
    /// The value, read and written without counting.
    var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Sets the value as the app's code does: one write to `widget`.
    mutating func set(_ newValue: Value, on widget: some WriteCounting) {
        let unchanged = newValue == value
        UIWork.total.writes += 1
        if unchanged { UIWork.total.equalWrites += 1 }
        WidgetWrites.total.count(to: widget.widgetName, unchanged: unchanged)
        value = newValue
    }
}

/// A widget or screen whose shown properties are ``Counted``: it says whose writes they are.
@MainActor
protocol WriteCounting: AnyObject {
    /// The name its writes are counted under in ``WidgetWrites``.
    var widgetName: String { get }
}
