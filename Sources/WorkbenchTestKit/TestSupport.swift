import ArchitectureKit
import Foundation
import HeadlessUI
import MVC
import ScenarioLanguage

/// A folder of scenario files written for one test, removed when the test is done.
public struct ScenarioFolder {
    public let path: String

    public init(_ files: [String: String]) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("workbench-tests-\(UUID().uuidString)").path
        for (name, text) in files {
            let file = (path as NSString).appendingPathComponent(name)
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }
    }

    public func file(_ name: String) -> String {
        (path as NSString).appendingPathComponent(name)
    }

    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Parses a scenario written inline in a test.
public func scenario(_ text: String, file: String = "test.scenario") throws -> Scenario {
    try ScenarioParser.parse(text, file: file)
}

/// The package's own folder, found from this file, so tests read the real Scenarios/.
public let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()
