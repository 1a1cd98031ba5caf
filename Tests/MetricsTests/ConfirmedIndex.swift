import CompilerIndex
import Foundation

/// What a refresh does once its build has succeeded, for fixtures compiled with `swiftc`:
/// confirms the store at `<root>/.build/debug/index/store` for the sources hashed `before`.
enum ConfirmedIndex {
    static func confirm(root: URL, before: [String: String]) throws {
        let store = IndexFreshness.storePath(packageRoot: root.path)
        let units = try IndexStore(path: store, library: IndexStoreLibrary()).units()
        try ConfirmedSources.confirming(before: before, after: SourceContents.hashes(packageRoot: root.path), units: units)
            .save(storePath: store)
    }
}
