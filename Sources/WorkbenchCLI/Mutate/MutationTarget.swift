import ArchitectureKit

/// What one mutation run plants bugs in: an architecture's app code, or a support library
/// apart (its mutants counted for no architecture), and the suites that must catch them.
struct MutationTarget {
    /// The architecture's id, or the library's module name.
    let name: String
    /// The module whose sources are mutated.
    let module: String
    /// Its sources, from the package's root.
    let sourceFolder: String
    /// The test target whose tests are its own unit tests.
    let testTarget: String
    /// The architectures whose scenarios run with each mutant on.
    let architectures: [String]

    init(_ architecture: any Architecture) {
        name = architecture.id
        module = architecture.displayName
        sourceFolder = architecture.sourceFolder
        testTarget = architecture.displayName + "Tests"
        architectures = [architecture.id]
    }

    init(library module: String, usedBy architectures: [String]) {
        name = module
        self.module = module
        sourceFolder = "Sources/" + module
        testTarget = module + "Tests"
        self.architectures = architectures
    }

    /// The support libraries and the architectures built on them, whose scenarios run their mutants.
    static let supportLibraries: [(module: String, architectures: [String])] = [
        ("Reactive", ["mvb", "binder"]), ("ReactiveServices", ["mvb", "binder"]), ("ReactiveUI", ["mvb", "binder"]),
        ("Bind", ["mvvmc"]), ("Composable", ["tca"]),
    ]
}
