import ArchitectureKit
import ScenarioLanguage

/// Checks that a popped screen gives back the support objects (subscriptions, bindings) it
/// took: after a pop, the architecture's count must be no higher than just before that screen
/// was pushed. The count may be lower: work on the screens below may finish meanwhile.
@MainActor
struct SupportObjectLedger {
    private let architecture: any Architecture
    /// The count just before the screen at each depth was pushed.
    private var countBeforePush: [Int: Int] = [:]
    private var countBeforeStep = 0
    private var depthBeforeStep = 0

    init(architecture: any Architecture) {
        self.architecture = architecture
    }

    mutating func stepWillRun(stackDepth: Int) {
        countBeforeStep = architecture.liveSupportObjects ?? 0
        depthBeforeStep = stackDepth
    }

    /// Each popped screen whose support objects outlived it.
    mutating func stepDidRun(stackDepth: Int) -> [SupportObjectLeak] {
        guard let count = architecture.liveSupportObjects else { return [] }
        if stackDepth > depthBeforeStep {
            for depth in (depthBeforeStep + 1)...stackDepth { countBeforePush[depth] = countBeforeStep }
            return []
        }
        guard stackDepth < depthBeforeStep else { return [] }
        var leaks: [SupportObjectLeak] = []
        for depth in stride(from: depthBeforeStep, to: stackDepth, by: -1) {
            if let before = countBeforePush.removeValue(forKey: depth), count > before {
                leaks.append(SupportObjectLeak(architecture: architecture.displayName, before: before, now: count))
            }
        }
        return leaks
    }
}
