import ArchitectureTestKit
import HeadlessUI
import Reactive
import ReactiveTest

extension TestScheduler {
    /// Records the label's text, with the tick, each time the screen's state changes: the
    /// recording subscribes after the screen's own bindings, so it reads the label once the
    /// binder has shown the change. It ends with the screen's bag.
    ///
    /// - Parameters:
    ///   - label: The label to read.
    ///   - state: The state the screen's view controller declares.
    ///   - bag: The screen's dispose bag.
    func record<State>(_ label: Label, whenever state: BehaviorRelay<State>, until bag: DisposeBag) -> TestableObserver<String?> {
        let texts = createObserver(String?.self)
        state.map { [weak label] _ in label?.text }.subscribe(texts).disposed(by: bag)
        return texts
    }
}

extension TableView {
    /// The titles of the visible rows, top to bottom.
    var visibleTitles: [String] {
        visibleCells.map { $0.titleLabel.text ?? "" }
    }
}
