// swift-tools-version: 6.0
import PackageDescription

// One shared app built once per architecture, and the harness that compares them.
// The arrows point one way only: architectures depend on the contract and the shared
// modules, never on each other; the harness modules depend on everything below them.
let package = Package(
    name: "ArchitectureWorkbench",
    products: [
        .library(name: "VirtualTime", targets: ["VirtualTime"]),
        .library(name: "HeadlessUI", targets: ["HeadlessUI"]),
        .library(name: "Domain", targets: ["Domain"]),
        .library(name: "Reactive", targets: ["Reactive"]),
        .library(name: "ReactiveTest", targets: ["ReactiveTest"]),
        .library(name: "ReactiveServices", targets: ["ReactiveServices"]),
        .library(name: "ReactiveUI", targets: ["ReactiveUI"]),
        .library(name: "Bind", targets: ["Bind"]),
        .library(name: "Composable", targets: ["Composable"]),
        .library(name: "ArchitectureKit", targets: ["ArchitectureKit"]),
        .library(name: "Diagnostics", targets: ["Diagnostics"]),
        .library(name: "SourceFacts", targets: ["SourceFacts"]),
        .library(name: "CompilerIndex", targets: ["CompilerIndex"]),
        // The harness, as the layers it is built from: other packages may use any of them.
        .library(
            name: "Workbench",
            targets: ["ScenarioLanguage", "Harness", "Metrics", "MetricsCache", "Bench", "Reports", "ReportCharts", "ReportPages", "Workbench"]
        ),
        .executable(name: "workbench", targets: ["WorkbenchCLI"]),
    ],
    targets: [
        // Where a fault in a user's file is, and what the user may have meant: shared by the
        // decoders, the driver and the scenario language without tying one to the other.
        .target(name: "Diagnostics"),
        .target(name: "VirtualTime"),
        .target(name: "HeadlessUI", dependencies: ["Diagnostics", "VirtualTime"]),
        .target(
            name: "Domain",
            dependencies: ["Diagnostics", "VirtualTime"],
            resources: [.copy("Fixtures")]
        ),
        // The support libraries the architectures build on, measured with them.
        .target(name: "Reactive", dependencies: ["VirtualTime"]),
        .target(name: "ReactiveTest", dependencies: ["Reactive", "VirtualTime"]),
        .target(name: "ReactiveServices", dependencies: ["Reactive", "Domain", "VirtualTime"]),
        .target(name: "ReactiveUI", dependencies: ["Reactive", "HeadlessUI"]),
        .target(name: "Bind", dependencies: ["HeadlessUI"]),
        // The Composable Architecture's core: store, reducers, effects on the main queue, TestStore.
        .target(name: "Composable", dependencies: ["VirtualTime"]),

        // Facts read from Swift sources (tokens, declarations, references) for the coupling metrics.
        .target(name: "SourceFacts"),
        // Planted bugs (mutants) found in Swift sources, and the schemata that compile them all in at once.
        .target(name: "Mutation", dependencies: ["SourceFacts"]),
        // Facts read from the compiler's index store through the toolchain's libIndexStore.
        .target(name: "CompilerIndex"),

        .target(name: "ArchitectureKit", dependencies: ["HeadlessUI", "Domain", "VirtualTime"]),

        // The architectures: each depends on the contract and the shared modules only.
        .target(
            name: "MVC",
            dependencies: ["ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime"],
            path: "Sources/Architectures/MVC",
            exclude: ["README.md"]
        ),
        .target(
            name: "MVVM",
            dependencies: ["ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime"],
            path: "Sources/Architectures/MVVM",
            exclude: ["README.md"]
        ),
        .target(
            name: "MVP",
            dependencies: ["ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime"],
            path: "Sources/Architectures/MVP",
            exclude: ["README.md"]
        ),
        .target(
            name: "MVB",
            dependencies: ["ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime", "Reactive", "ReactiveServices", "ReactiveUI"],
            path: "Sources/Architectures/MVB",
            exclude: ["README.md"]
        ),
        .target(
            name: "MVVMC",
            dependencies: ["ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime", "Bind"],
            path: "Sources/Architectures/MVVMC",
            exclude: ["README.md"]
        ),
        .target(
            name: "Binder",
            dependencies: ["ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime", "Reactive", "ReactiveServices", "ReactiveUI"],
            path: "Sources/Architectures/Binder",
            exclude: ["README.md"]
        ),
        .target(
            name: "TCA",
            dependencies: ["ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime", "Composable"],
            path: "Sources/Architectures/TCA",
            exclude: ["README.md"]
        ),
        .target(
            name: "VIPER",
            dependencies: ["ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime"],
            path: "Sources/Architectures/VIPER",
            exclude: ["README.md"]
        ),
        .target(
            name: "Direct",
            dependencies: ["ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime"],
            path: "Sources/Architectures/Direct",
            exclude: ["README.md"]
        ),

        // The song search and artwork live, from the iTunes Search API (`play --live`).
        .target(name: "LiveSearch", dependencies: ["Domain", "Diagnostics"]),
        // A loopback HTTP server that answers as a test says, so that no test reaches the internet.
        .target(name: "LoopbackServer"),

        // The harness, in layers; each arrow points down only, and the package graph enforces it:
        // scenario language ← harness ← bench; metrics stand apart; renderers on top of them.
        .target(name: "ScenarioLanguage", dependencies: ["Diagnostics", "Domain", "ArchitectureKit"]),
        .target(
            name: "Harness",
            dependencies: ["ScenarioLanguage", "Diagnostics", "ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime"]
        ),
        .target(name: "Metrics", dependencies: ["SourceFacts", "CompilerIndex", "ArchitectureKit", "Diagnostics"]),
        // The analysis kept between runs, trusted only while nothing it was made from has changed.
        .target(name: "MetricsCache", dependencies: ["Metrics", "CompilerIndex", "ArchitectureKit"]),
        .target(name: "Bench", dependencies: ["Harness", "ScenarioLanguage", "Diagnostics", "ArchitectureKit", "Domain", "VirtualTime"]),
        .target(name: "Reports", dependencies: ["LiveSearch", "Mutation", "Harness", "Metrics", "Bench", "ScenarioLanguage", "Diagnostics", "ArchitectureKit", "Domain", "HeadlessUI"]),
        // The charts drawn from the results, as SVG and Mermaid text; the pages place them.
        .target(name: "ReportCharts", dependencies: ["Reports", "Harness", "Metrics", "Bench", "Domain"]),
        .target(name: "ReportPages", dependencies: ["ReportCharts", "Reports", "Mutation", "Harness", "HeadlessUI", "Metrics", "Bench", "ArchitectureKit", "Domain", "Diagnostics"]),
        // The architectures the workbench knows: the only harness module that names them.
        .target(
            name: "Workbench",
            dependencies: ["ArchitectureKit", "Diagnostics", "MVC", "MVVM", "MVP", "MVB", "MVVMC", "Binder", "TCA", "VIPER", "Direct"]
        ),
        // What the architectures' unit tests share: screens in a window, a hand-built board, a text history.
        .target(name: "ArchitectureTestKit", dependencies: ["ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime"]),
        // The command line: commands as data, their help, exit codes and output.
        .executableTarget(
            name: "WorkbenchCLI",
            dependencies: [
                "Workbench", "ScenarioLanguage", "Harness", "Metrics", "MetricsCache", "Bench", "Reports", "ReportPages",
                "Diagnostics", "ArchitectureKit", "Domain", "SourceFacts", "HeadlessUI", "VirtualTime", "LiveSearch", "Mutation",
            ]
        ),

        .testTarget(name: "VirtualTimeTests", dependencies: ["VirtualTime"]),
        .testTarget(name: "HeadlessUITests", dependencies: ["HeadlessUI", "Diagnostics", "VirtualTime"]),
        .testTarget(name: "DomainTests", dependencies: ["Domain", "Diagnostics", "VirtualTime"]),
        .testTarget(name: "ReactiveTests", dependencies: ["Reactive", "ReactiveTest", "VirtualTime"]),
        .testTarget(name: "BindTests", dependencies: ["Bind", "HeadlessUI"]),
        .testTarget(name: "ComposableTests", dependencies: ["Composable", "VirtualTime"]),
        .testTarget(name: "MVCTests", dependencies: ["ArchitectureTestKit", "MVC", "ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime"]),
        .testTarget(name: "MVVMTests", dependencies: ["ArchitectureTestKit", "MVVM", "ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime"]),
        .testTarget(name: "MVPTests", dependencies: ["ArchitectureTestKit", "MVP", "ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime"]),
        .testTarget(name: "MVBTests", dependencies: ["ArchitectureTestKit", "MVB", "ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime", "Reactive", "ReactiveTest", "ReactiveServices", "ReactiveUI"]),
        .testTarget(name: "MVVMCTests", dependencies: ["ArchitectureTestKit", "MVVMC", "ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime", "Bind"]),
        .testTarget(name: "BinderTests", dependencies: ["ArchitectureTestKit", "Binder", "ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime", "Reactive", "ReactiveTest", "ReactiveServices", "ReactiveUI"]),
        .testTarget(name: "TCATests", dependencies: ["ArchitectureTestKit", "TCA", "ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime", "Composable"]),
        .testTarget(name: "VIPERTests", dependencies: ["ArchitectureTestKit", "VIPER", "ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime"]),
        .testTarget(name: "DirectTests", dependencies: ["ArchitectureTestKit", "Direct", "ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime"]),
        .testTarget(name: "ReactiveServicesTests", dependencies: ["ReactiveServices", "Reactive", "ReactiveTest", "Domain", "VirtualTime"]),
        .testTarget(name: "ReactiveUITests", dependencies: ["ReactiveUI", "Reactive", "ReactiveTest", "HeadlessUI"]),
        .testTarget(name: "SourceFactsTests", dependencies: ["SourceFacts"]),
        .testTarget(name: "MutationTests", dependencies: ["Mutation", "SourceFacts"]),
        .testTarget(name: "LiveSearchTests", dependencies: ["LiveSearch", "LoopbackServer", "Domain", "Diagnostics"]),
        .testTarget(name: "CompilerIndexTests", dependencies: ["CompilerIndex"]),
        // What the harness's tests share: scenario folders written for one test, and test-only architectures.
        .target(name: "WorkbenchTestKit", dependencies: ["ScenarioLanguage", "ArchitectureKit", "HeadlessUI", "Domain", "MVC", "Direct"]),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "ScenarioLanguageTests", dependencies: ["ScenarioLanguage", "WorkbenchTestKit", "Diagnostics", "Domain", "ArchitectureKit"]),
        .testTarget(
            name: "HarnessTests",
            dependencies: ["Harness", "WorkbenchTestKit", "ScenarioLanguage", "Workbench", "Diagnostics", "ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime", "MVC"]
        ),
        .testTarget(name: "MetricsTests", dependencies: ["Metrics", "CompilerIndex", "WorkbenchTestKit", "SourceFacts", "Workbench", "ArchitectureKit", "HeadlessUI", "Domain"]),
        .testTarget(name: "MetricsCacheTests", dependencies: ["MetricsCache", "Metrics", "WorkbenchTestKit"]),
        .testTarget(name: "BenchTests", dependencies: ["Bench", "Harness", "WorkbenchTestKit", "ScenarioLanguage", "Workbench", "ArchitectureKit", "Reports"]),
        .testTarget(name: "ReportsTests", dependencies: ["Reports", "Bench", "Harness", "Metrics", "WorkbenchTestKit", "ScenarioLanguage", "Workbench", "ArchitectureKit", "Domain", "HeadlessUI"]),
        .testTarget(name: "ReportPagesTests", dependencies: ["ReportPages", "Mutation", "ArchitectureKit", "ReportCharts", "Reports", "Bench", "Harness", "HeadlessUI", "Metrics", "WorkbenchTestKit", "Domain", "Workbench"]),
        .testTarget(
            name: "WorkbenchCLITests",
            dependencies: [
                "WorkbenchCLI", "WorkbenchTestKit", "Workbench", "ReportPages", "Reports", "Bench", "Harness", "Metrics",
                "ScenarioLanguage", "SourceFacts", "ArchitectureKit", "HeadlessUI", "Domain", "MVC", "LoopbackServer",
            ]
        ),
        // Mutated scenarios, catalogs and boards by the ten thousand: no crash, and every error inside its file.
        .testTarget(
            name: "FuzzTests",
            dependencies: ["WorkbenchTestKit", "ScenarioLanguage", "Harness", "Diagnostics", "Domain", "Direct"]
        ),
        .testTarget(
            name: "WorkbenchTests",
            dependencies: ["Workbench", "WorkbenchTestKit", "Harness", "ScenarioLanguage", "Reports", "ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime", "MVC", "Metrics", "ReportPages", "Diagnostics"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
