import ArchitectureKit
import Bind
import HeadlessUI

/// Closes a screen, after BIND's `BNDCommand`: what the close buttons of the song screen and the
/// flight card execute.
@MainActor
final class CloseCommand: CountedObject, Command {
    /// Held weakly: the screen's view model holds this command, and the screen must still go
    /// when it is popped.
    private weak var viewController: ViewController?

    /// - Parameter viewController: The screen the command closes.
    init(closing viewController: ViewController) {
        self.viewController = viewController
    }

    func execute() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
