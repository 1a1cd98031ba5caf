import HeadlessUI
import Reactive

extension Reactive where Base: TextField {
    /// The field's text as RxCocoa's `ControlProperty` sends it: the current text at
    /// subscription, then the whole text after each edit by the user. Setting the text from
    /// code sends nothing. Holds the field weakly; a field already gone completes at once.
    ///
    ///     user types:   ------h----i----
    ///     text:         ""----h----hi---
    ///
    /// A subscriber that wants only what the user does from now on, as RxSugar's `rxs.text`
    /// sends it, skips the first element.
    public var text: Observable<String> {
        Observable.deferred { [weak field = base] in
            guard let field else { return .empty() }
            return field.rx.controlEvent(.editingChanged)
                .compactMap { [weak field] in field?.text }
                .startWith(field.text)
        }
    }
}
