import Mutation
import Testing

struct GlobalStateTests {
    @Test(arguments: [
        "enum Queue {\n    private static var waiting: [Int] = []\n}",
        "struct Flag {\n    static var isOn = false\n}",
        "nonisolated(unsafe) var counter = 0",
        "public var shared: [String] = []",
    ])
    func storedStaticOrTopLevelVariablesKeepState(_ source: String) {
        #expect(GlobalState.isKept(in: source))
    }

    @Test(arguments: [
        // Computed: nothing is stored.
        "struct Effect {\n    public static var none: Effect { Effect() }\n}",
        // An instance's variable lives as long as its instance; a constant cannot be changed.
        "final class Model {\n    var count = 0\n    static let limit = 5\n}",
        "func f() {\n    var total = 0\n    total += 1\n}",
        "let answer = 42",
    ])
    func computedInstanceAndLocalVariablesDoNot(_ source: String) {
        #expect(!GlobalState.isKept(in: source))
    }
}

struct OnceInitializedTests {
    /// The text each range covers.
    private func covered(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        return GlobalState.onceInitialized(in: source).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    @Test func staticAndTopLevelConstantsAreCoveredToTheEndOfTheirValue() {
        let source = """
            let limit = 5 + 1
            enum Search {
                static let debounce = Duration.milliseconds(330)
                private static let table = [
                    1: "a",
                ]
                let perInstance = 7
                func f() { let local = 2 }
            }
            """
        #expect(covered(source) == ["let limit = 5 + 1", "let debounce = Duration.milliseconds(330)", "let table = [\n        1: \"a\",\n    ]"])
    }

    @Test func aValueContinuedOnTheNextLineIsCoveredAndTheNextDeclarationIsNot() {
        let source = """
            struct S {
                static var shared = Store()
                    .configured(7)
                static func make() -> Int { 3 }
            }
            """
        #expect(covered(source) == ["var shared = Store()\n        .configured(7)"])
    }

    @Test func computedPropertiesAreNotCovered() {
        let source = """
            struct S {
                static var none: S { S() }
                static let one = 1; static var two: Int { 2 }
            }
            """
        #expect(covered(source) == ["let one = 1"])
    }
}
