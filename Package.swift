// swift-tools-version: 6.0
import PackageDescription

// One shared app built five ways, and the harness that compares them.
// The arrows point one way only: architectures depend on the contract and the shared
// modules, never on each other; the Workbench depends on everything.
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
        .library(name: "ArchitectureKit", targets: ["ArchitectureKit"]),
        .library(name: "SourceFacts", targets: ["SourceFacts"]),
        .library(name: "Workbench", targets: ["Workbench"]),
        .executable(name: "workbench", targets: ["WorkbenchCLI"]),
    ],
    targets: [
        .target(name: "VirtualTime"),
        .target(name: "HeadlessUI", dependencies: ["VirtualTime"]),
        .target(
            name: "Domain",
            dependencies: ["VirtualTime"],
            resources: [.copy("Fixtures")]
        ),
        // The support libraries the architectures build on, measured with them.
        .target(name: "Reactive", dependencies: ["VirtualTime"]),
        .target(name: "ReactiveTest", dependencies: ["Reactive", "VirtualTime"]),
        .target(name: "ReactiveServices", dependencies: ["Reactive", "Domain", "VirtualTime"]),
        .target(name: "ReactiveUI", dependencies: ["Reactive", "HeadlessUI"]),
        .target(name: "Bind"),

        // Facts read from Swift sources (tokens, declarations, references) for the coupling metrics.
        .target(name: "SourceFacts"),

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
            name: "Direct",
            dependencies: ["ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime"],
            path: "Sources/Architectures/Direct",
            exclude: ["README.md"]
        ),

        .target(
            name: "Workbench",
            dependencies: ["ArchitectureKit", "SourceFacts", "HeadlessUI", "Domain", "VirtualTime", "MVC", "MVVM", "MVB", "MVVMC", "Binder", "Direct"]
        ),
        // What the architectures' unit tests share: screens in a window, a hand-built board, a text history.
        .target(name: "ArchitectureTestKit", dependencies: ["ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime"]),
        .executableTarget(name: "WorkbenchCLI", dependencies: ["Workbench"]),

        .testTarget(name: "VirtualTimeTests", dependencies: ["VirtualTime"]),
        .testTarget(name: "HeadlessUITests", dependencies: ["HeadlessUI", "VirtualTime"]),
        .testTarget(name: "DomainTests", dependencies: ["Domain", "VirtualTime"]),
        .testTarget(name: "ReactiveTests", dependencies: ["Reactive", "ReactiveTest", "VirtualTime"]),
        .testTarget(name: "BindTests", dependencies: ["Bind"]),
        .testTarget(name: "MVCTests", dependencies: ["ArchitectureTestKit", "MVC", "ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime"]),
        .testTarget(name: "MVVMTests", dependencies: ["ArchitectureTestKit", "MVVM", "ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime"]),
        .testTarget(name: "MVBTests", dependencies: ["ArchitectureTestKit", "MVB", "ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime", "Reactive", "ReactiveTest", "ReactiveServices", "ReactiveUI"]),
        .testTarget(name: "MVVMCTests", dependencies: ["ArchitectureTestKit", "MVVMC", "ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime", "Bind"]),
        .testTarget(name: "BinderTests", dependencies: ["ArchitectureTestKit", "Binder", "ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime", "Reactive", "ReactiveTest", "ReactiveServices", "ReactiveUI"]),
        .testTarget(name: "DirectTests", dependencies: ["ArchitectureTestKit", "Direct", "ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime"]),
        .testTarget(name: "ReactiveServicesTests", dependencies: ["ReactiveServices", "Reactive", "ReactiveTest", "Domain", "VirtualTime"]),
        .testTarget(name: "ReactiveUITests", dependencies: ["ReactiveUI", "Reactive", "ReactiveTest", "HeadlessUI"]),
        .testTarget(name: "SourceFactsTests", dependencies: ["SourceFacts"]),
        .testTarget(name: "WorkbenchTests", dependencies: ["Workbench", "SourceFacts", "ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime", "MVC"]),
    ],
    swiftLanguageModes: [.v6]
)
