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
        .library(name: "ArchitectureKit", targets: ["ArchitectureKit"]),
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
        .target(name: "ArchitectureKit", dependencies: ["HeadlessUI", "Domain", "VirtualTime"]),

        // The architectures: each depends on the contract and the shared modules only.
        .target(
            name: "MVC",
            dependencies: ["ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime"],
            path: "Sources/Architectures/MVC",
            exclude: ["README.md"]
        ),

        .target(name: "Workbench", dependencies: ["ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime", "MVC"]),
        .executableTarget(name: "WorkbenchCLI", dependencies: ["Workbench"]),

        .testTarget(name: "VirtualTimeTests", dependencies: ["VirtualTime"]),
        .testTarget(name: "HeadlessUITests", dependencies: ["HeadlessUI", "VirtualTime"]),
        .testTarget(name: "DomainTests", dependencies: ["Domain", "VirtualTime"]),
        .testTarget(name: "MVCTests", dependencies: ["MVC", "ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime"]),
        .testTarget(name: "WorkbenchTests", dependencies: ["Workbench", "ArchitectureKit", "HeadlessUI", "Domain", "VirtualTime", "MVC"]),
    ],
    swiftLanguageModes: [.v6]
)
