import ArchitectureKit
import Foundation
import HeadlessUI
import MVC
@testable import Workbench

/// A folder of scenario files written for one test, removed when the test is done.
struct ScenarioFolder {
    let path: String

    init(_ files: [String: String]) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("workbench-tests-\(UUID().uuidString)").path
        for (name, text) in files {
            let file = (path as NSString).appendingPathComponent(name)
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }
    }

    func file(_ name: String) -> String {
        (path as NSString).appendingPathComponent(name)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Runs the command line as a user would and keeps what it printed.
@MainActor
struct ToolRun {
    let status: Int32
    let output: String
    let errors: String

    init(_ arguments: [String], architectures: [any Architecture] = ArchitectureRegistry.all) {
        let output = TextOutput.buffer(), errors = TextOutput.buffer()
        status = WorkbenchTool(architectures: architectures, output: output, errors: errors).run(arguments)
        self.output = output.text
        self.errors = errors.text
    }
}

/// Parses a scenario written inline in a test.
func scenario(_ text: String, file: String = "test.scenario") throws -> Scenario {
    try ScenarioParser.parse(text, file: file)
}

/// The package's own folder, found from this file, so tests read the real Scenarios/.
let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()
