extension MutantSchema {
    /// The name of the file ``supportFile`` is written to, among a mutated module's sources.
    public static let supportFileName = "MutantSchemaSupport.swift"

    /// The C name of the function that switches a mutant on in a running program (one
    /// mutated module a build, so one such function a program).
    public static let switchSymbol = "workbench_switch_mutant"

    /// The Swift declarations the rewritten files call: the switch read from the environment
    /// once, and the operators and functions that act as the original or the mutant. Written
    /// into the module its mutants are in (internal, so each module has its own).
    public static var supportFile: String {
        let comparisons = MutationOperator.relationalReplacements.sorted { $0.key < $1.key }.map { original, mutated in
            """
            func %\(original) <T: \(["==", "!="].contains(original) ? "Equatable" : "Comparable")>(lhs: __MutantOperand<T>, rhs: T) -> Bool {
                __mutantActive(lhs.number) ? lhs.value \(mutated) rhs : lhs.value \(original) rhs
            }
            """
        }.joined(separator: "\n")
        return """
            // Mutant schemata: each mutant of this module is switched on by its number in \(environmentVariable).
            import Foundation

            /// The number of the mutant switched on, read from the environment at start; 0 when none is.
            nonisolated(unsafe) var __activeMutant = Int(ProcessInfo.processInfo.environment["\(environmentVariable)"] ?? "") ?? 0

            /// Switches on mutant `number` (0: none), between two runs: a worker runs mutant after
            /// mutant in one process. Found by its C name, which the program exports.
            @_cdecl("\(switchSymbol)") public func __switchMutant(_ number: Int) { __activeMutant = number }

            @inline(never) func __mutantActive(_ number: Int) -> Bool { number == __activeMutant }

            /// An operator's left operand, tagged with the number of the mutant that changes the operator.
            struct __MutantOperand<Value> {
                let value: Value
                let number: Int
            }

            // Each tag binds just above the operator it tags, so it takes that operator's whole left side.
            precedencegroup __MutantComparisonTag { higherThan: ComparisonPrecedence lowerThan: NilCoalescingPrecedence }
            precedencegroup __MutantConjunctionTag { higherThan: LogicalConjunctionPrecedence lowerThan: ComparisonPrecedence }
            precedencegroup __MutantDisjunctionTag { higherThan: LogicalDisjunctionPrecedence lowerThan: LogicalConjunctionPrecedence }
            // A ternary's condition ends where the ternary starts; a statement's condition takes everything.
            precedencegroup __MutantTernaryNegation { higherThan: TernaryPrecedence lowerThan: LogicalDisjunctionPrecedence }
            precedencegroup __MutantConditionNegation { higherThan: AssignmentPrecedence lowerThan: TernaryPrecedence }

            infix operator ~% : __MutantComparisonTag
            infix operator &% : __MutantConjunctionTag
            infix operator |% : __MutantDisjunctionTag
            infix operator %^ : __MutantTernaryNegation
            infix operator %! : __MutantConditionNegation
            infix operator %< : ComparisonPrecedence
            infix operator %<= : ComparisonPrecedence
            infix operator %> : ComparisonPrecedence
            infix operator %>= : ComparisonPrecedence
            infix operator %== : ComparisonPrecedence
            infix operator %!= : ComparisonPrecedence
            infix operator %&& : LogicalConjunctionPrecedence
            infix operator %|| : LogicalDisjunctionPrecedence

            func ~% <T>(value: T, number: Int) -> __MutantOperand<T> { __MutantOperand(value: value, number: number) }
            func &% (value: Bool, number: Int) -> __MutantOperand<Bool> { __MutantOperand(value: value, number: number) }
            func |% (value: Bool, number: Int) -> __MutantOperand<Bool> { __MutantOperand(value: value, number: number) }

            \(comparisons)
            // `x == nil` for any optional, Equatable or not, as the standard library allows.
            func %== <T>(lhs: __MutantOperand<T?>, rhs: _OptionalNilComparisonType) -> Bool {
                __mutantActive(lhs.number) ? lhs.value != nil : lhs.value == nil
            }
            func %!= <T>(lhs: __MutantOperand<T?>, rhs: _OptionalNilComparisonType) -> Bool {
                __mutantActive(lhs.number) ? lhs.value == nil : lhs.value != nil
            }

            // The right side stays lazy, as the operators' own.
            func %&& (lhs: __MutantOperand<Bool>, rhs: @autoclosure () throws -> Bool) rethrows -> Bool {
                __mutantActive(lhs.number) ? try (lhs.value || rhs()) : try (lhs.value && rhs())
            }
            func %|| (lhs: __MutantOperand<Bool>, rhs: @autoclosure () throws -> Bool) rethrows -> Bool {
                __mutantActive(lhs.number) ? try (lhs.value && rhs()) : try (lhs.value || rhs())
            }

            func %^ (condition: Bool, number: Int) -> Bool { __mutantActive(number) ? !condition : condition }
            func %! (condition: Bool, number: Int) -> Bool { __mutantActive(number) ? !condition : condition }

            /// The original literal, or the value of whichever of its mutants is on.
            func __mutantInteger<T: ExpressibleByIntegerLiteral>(_ original: T, _ choices: (Int, T)...) -> T {
                choices.first { __mutantActive($0.0) }?.1 ?? original
            }

            """
    }
}
