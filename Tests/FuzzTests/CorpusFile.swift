import Foundation
import WorkbenchTestKit

/// A committed file a fuzz input begins as: its name, as diagnostics name it, and its bytes.
struct CorpusFile: Sendable {
    /// The path, absolute so that a scenario's fixtures are found beside it.
    let name: String
    let bytes: [UInt8]

    /// The file at `path`, relative to the package's folder.
    init(path: String) {
        name = (packageRoot as NSString).appendingPathComponent(path)
        bytes = FileManager.default.contents(atPath: name).map(Array.init) ?? []
    }

    /// A file made from another, such as an excerpt, under the other's name.
    init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    /// The path relative to the package's folder, for a message.
    var shortName: String {
        name.hasPrefix(packageRoot + "/") ? String(name.dropFirst(packageRoot.count + 1)) : name
    }
}
