import Bind

/// A command that counts how often a bound button executed it.
@MainActor
final class CountingCommand: Command {
    private(set) var executions = 0

    func execute() {
        executions += 1
    }
}
