// Bind: data bindings after Marko Hlebar's BIND (github.com/markohlebar/BIND), on Swift Observation.
//
// BIND writes `BIND(viewModel, name, ~>, nameLabel, text)`; Bind writes
//
//     viewModel.bind(\.name) ~> nameLabel.bind(\.text)
//
// The arrow says which way values go, and a `!` says "no initial value": the plain forms copy the
// current value when they bind, the `!` forms pass on only the changes that come after.
// Controls take part as BIND's special key paths do: a text field's edits (`bindText()`, for
// `<>`) and a button's taps, which execute a ``Command`` (`command <~! button.bindTaps()`).
//
// The standard library already declares `~>` (in `DefaultPrecedence`), so Bind uses that
// declaration and gives its other arrows the same precedence.

/// Right to left, starting with the right value.
infix operator <~ : DefaultPrecedence
/// Both ways, starting with the left value.
infix operator <> : DefaultPrecedence
/// Left to right, changes only.
infix operator !~> : DefaultPrecedence
/// Right to left, changes only.
infix operator <~! : DefaultPrecedence
/// Both ways, changes only.
infix operator <!> : DefaultPrecedence
