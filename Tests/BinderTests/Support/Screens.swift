import HeadlessUI
import Reactive
import ReactiveTest

/// Puts `viewController` on screen as the root of a navigation stack in a window, and
/// returns a driver that reaches its widgets by accessibility identifier, as a UI test does.
@MainActor
func present(_ viewController: ViewController, visibleRows: Int = 10) -> Driver {
    let navigation = NavigationController(rootViewController: viewController)
    let window = Window(rootViewController: navigation, viewport: Viewport(visibleRows: visibleRows))
    window.makeKeyAndVisible()
    return Driver(window: window)
}

/// Puts a plain screen on screen, then pushes `viewController` over it, so it can be closed.
@MainActor
func presentPushed(_ viewController: ViewController) -> Driver {
    let driver = present(ViewController())
    driver.window.rootViewController.pushViewController(viewController, animated: true)
    return driver
}

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
