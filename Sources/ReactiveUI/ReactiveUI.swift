import HeadlessUI
import Reactive

// ReactiveUI plays RxCocoa's part for the headless UI:
//
// - `Widgets/`: the widgets' `rx` namespace. Inputs are binders that hold their widget
//   weakly (`label.rx.text`, `imageView.rx.image`); outputs are observables of what the user
//   did, from subscription on (`button.rx.tap`, `table.rx.itemSelected`), except a field's
//   `rx.text`, which first sends the text as it stands, as RxCocoa's `ControlProperty` does.
//   A table's rows come from a data source, as in the seeds' code; only its selections are
//   observed.
//
// The model controllers' `rx` extensions live apart, in ReactiveServices, so that a model can
// use them without importing anything of the UI.
//
// It is support code, shared by the architectures built on the Reactive library and measured
// apart from their app code.

/// Every view has an `rx` namespace, as every `UIView` has in RxCocoa.
extension View: ReactiveCompatible {}
