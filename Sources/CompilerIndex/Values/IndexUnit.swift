import Foundation

/// One compilation's entry in the store: for Swift, one source file of one module (or one
/// module the compilation imported), with the records of what it saw.
public struct IndexUnit: Sendable, Hashable {
    /// The unit's name in the store.
    public let name: String
    /// The source file compiled; empty for a module's unit.
    public let mainFile: String
    public let moduleName: String
    /// The object file the compilation wrote.
    public let outputFile: String
    /// When the unit was written, which is after the compiler read its sources.
    public let modificationTime: Date
    /// Whether the unit is of a toolchain or SDK module rather than the package's own code.
    public let isSystem: Bool
    /// The records the unit depends on: the occurrences of each file it covers.
    public let records: [IndexRecordReference]
}

/// A record a unit names, and the source file whose occurrences it holds.
public struct IndexRecordReference: Sendable, Hashable {
    /// The record's name in the store, for ``IndexStore/occurrences(inRecord:)``.
    public let name: String
    public let filePath: String
    public let moduleName: String
    public let isSystem: Bool
}

/// The occurrences of one source file, with the module that compiled it.
public struct IndexedFile: Sendable, Hashable {
    public let path: String
    public let moduleName: String
    /// In the order the compiler wrote them: by line, then column.
    public let occurrences: [IndexOccurrence]
}
