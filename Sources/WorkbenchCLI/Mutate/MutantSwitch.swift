import Foundation
import Mutation

/// Switches a mutant on in this very program, when it was built from a mutated copy of the
/// package: the mutated module's support file defines the switch under a C name
/// (``MutantSchema/switchSymbol``), which the copy's build exports, so a worker that runs
/// mutant after mutant finds it at run time without naming the generated code.
enum MutantSwitch {
    /// Switches mutant `number` on (0: none).
    ///
    /// - Throws: ``MutantSwitchError`` when this program holds no mutants.
    static func switchOn(_ number: Int) throws(MutantSwitchError) {
        guard let function = found else { throw .noMutants }
        function(number)
    }

    private typealias Switch = @convention(c) (Int) -> Void

    /// The switch, looked for once among the program's exported symbols.
    private static let found: Switch? = {
        guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, MutantSchema.switchSymbol) else { return nil }
        return unsafeBitCast(symbol, to: Switch.self)
    }()
}

enum MutantSwitchError: Error, CustomStringConvertible {
    case noMutants

    var description: String {
        "a job names a mutant, and this program was not built with mutants (or without exporting \(MutantSchema.switchSymbol))"
    }
}
