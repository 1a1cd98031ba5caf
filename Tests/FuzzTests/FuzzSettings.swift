import Foundation

/// How much the fuzz tests do, and from which seed: 10,000 inputs a format from seed 1 in a
/// plain `swift test`; `WORKBENCH_FUZZ_INPUTS` and `WORKBENCH_FUZZ_SEED` in the environment
/// change either, for a longer run or another one.
enum FuzzSettings {
    /// Inputs per format.
    static let inputs = setting("WORKBENCH_FUZZ_INPUTS").map { Int(clamping: $0) } ?? 10_000

    /// The seed of the first input; input `i` is made from seed + `i`, so one input is made
    /// again on its own with its seed and one input.
    static let seed = setting("WORKBENCH_FUZZ_SEED") ?? 1

    private static func setting(_ name: String) -> UInt64? {
        ProcessInfo.processInfo.environment[name].flatMap { UInt64($0) }
    }
}
