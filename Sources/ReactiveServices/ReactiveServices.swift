// ReactiveServices vends the shared model controllers as observables, as an RxSwift app's
// services vend them: `songSearch.rx.search`, `artwork.rx.loadImage`, `flights.rx.loadBoard`,
// `flights.rx.statusChanges`. Subscribing starts the request; disposing cancels it.
//
// It imports nothing of the UI, so the models of MVB and the binders of Binder can use it while
// models stay free of UI imports. It is support code, measured apart from the app code.
