import ArchitectureKit
import Bind

/// Loads the board again, after BIND's `BNDCommand`: what the flights screen's reload button
/// executes.
@MainActor
final class ReloadBoardCommand: CountedObject, Command {
    /// Held weakly: the screen's view model holds this command, and the screen must still go
    /// when it is closed.
    private weak var viewController: FlightsViewController?

    /// - Parameter viewController: The screen whose board the command loads.
    init(reloading viewController: FlightsViewController) {
        self.viewController = viewController
    }

    func execute() {
        viewController?.loadBoard()
    }
}
