// CompilerIndex reads the index store a Swift compilation leaves behind (a SwiftPM debug build
// writes `.build/debug/index/store`): what every name in every source file resolved to, as the
// compiler saw it. It reads the store through the toolchain's own `libIndexStore`, opened at run
// time (``IndexStoreLibrary``), and gives back plain values: units (``IndexUnit``), occurrences
// with their symbols, roles and relations (``IndexOccurrence``), occurrences by source file
// (``IndexedFile``), what those say of each symbol together: where it is defined, which type a
// member belongs to, what a typealias stands for (``SymbolIndex``); whether the store can be
// trusted for the sources, by their content (``IndexFreshness``), and the build that confirms it
// (``IndexRefresh``). Nothing here parses text.

import Foundation

/// An index store folder opened for reading.
public final class IndexStore {
    public let path: String
    private let library: IndexStoreLibrary
    private let handle: Handle
    private var api: IndexStoreAPI { library.api }

    /// Opens the store at `path` (the folder holding `v5/`).
    ///
    /// - Throws: ``IndexStoreError/storeUnreadable(path:reason:)`` when there is no store there.
    public init(path: String, library: IndexStoreLibrary) throws(IndexStoreError) {
        // The library creates an empty store rather than fail on a missing folder: refuse it here.
        guard FileManager.default.fileExists(atPath: path) else {
            throw .storeUnreadable(path: path, reason: "no such folder")
        }
        self.path = path
        self.library = library
        do {
            handle = try library.api.create { library.api.storeCreate(path, $0) }
        } catch {
            throw .storeUnreadable(path: path, reason: error.reason)
        }
    }

    deinit {
        api.storeDispose(handle)
    }

    // MARK: - Units

    /// Every unit in the store, by name.
    ///
    /// - Throws: ``IndexStoreError/unitUnreadable(name:reason:)`` for a unit listed but unreadable.
    public func units() throws(IndexStoreError) -> [IndexUnit] {
        var names: [String] = []
        api.forEachUnitName(handle) { names.append($0) }
        var units: [IndexUnit] = []
        for name in names { units.append(try unit(named: name)) }
        return units
    }

    /// The unit called `name`.
    public func unit(named name: String) throws(IndexStoreError) -> IndexUnit {
        let reader: Handle
        do {
            reader = try api.create { api.unitReaderCreate(handle, name, $0) }
        } catch {
            throw .unitUnreadable(name: name, reason: error.reason)
        }
        defer { api.unitReaderDispose(reader) }
        var seconds: Int64 = 0
        var nanoseconds: Int64 = 0
        api.unitModificationTime(reader, &seconds, &nanoseconds)
        var records: [IndexRecordReference] = []
        api.forEach({ api.unitDependenciesApply(reader, $0, $1) }) { dependency in
            if api.dependencyKind(dependency) == Self.recordDependency {
                records.append(IndexRecordReference(
                    name: api.string(api.dependencyName(dependency)),
                    filePath: api.string(api.dependencyFilePath(dependency)),
                    moduleName: api.string(api.dependencyModuleName(dependency)),
                    isSystem: api.dependencyIsSystem(dependency)
                ))
            }
            return true
        }
        return IndexUnit(
            name: name,
            mainFile: api.string(api.unitMainFile(reader)),
            moduleName: api.string(api.unitModuleName(reader)),
            outputFile: api.string(api.unitOutputFile(reader)),
            modificationTime: Date(timeIntervalSince1970: TimeInterval(seconds) + TimeInterval(nanoseconds) / 1e9),
            isSystem: api.unitIsSystem(reader),
            records: records
        )
    }

    /// `INDEXSTORE_UNIT_DEPENDENCY_RECORD`.
    private static let recordDependency: UInt32 = 2

    // MARK: - Records

    /// Every occurrence in the record called `name`, in the order the compiler wrote them.
    ///
    /// - Throws: ``IndexStoreError/recordUnreadable(name:reason:)``.
    public func occurrences(inRecord name: String) throws(IndexStoreError) -> [IndexOccurrence] {
        let reader: Handle
        do {
            reader = try api.create { api.recordReaderCreate(handle, name, $0) }
        } catch {
            throw .recordUnreadable(name: name, reason: error.reason)
        }
        defer { api.recordReaderDispose(reader) }
        // A record hands out each symbol's handle once per symbol: read its strings once too.
        var symbols: [Handle: IndexSymbol] = [:]
        func symbol(_ handle: Handle?) -> IndexSymbol {
            guard let handle else { return IndexSymbol(usr: "", name: "", kind: .unknown) }
            if let known = symbols[handle] { return known }
            let read = IndexSymbol(
                usr: api.string(api.symbolUSR(handle)),
                name: api.string(api.symbolName(handle)),
                kind: IndexSymbolKind(raw: api.symbolKind(handle)),
                subkind: IndexSymbolSubkind(raw: api.symbolSubkind(handle))
            )
            symbols[handle] = read
            return read
        }
        var occurrences: [IndexOccurrence] = []
        api.forEach({ api.recordOccurrencesApply(reader, $0, $1) }) { occurrence in
            var relations: [IndexRelation] = []
            api.forEach({ api.occurrenceRelationsApply(occurrence, $0, $1) }) { relation in
                relations.append(IndexRelation(roles: IndexSymbolRoles(rawValue: api.relationRoles(relation)), symbol: symbol(api.relationSymbol(relation))))
                return true
            }
            var line: UInt32 = 0
            var column: UInt32 = 0
            api.occurrenceLineColumn(occurrence, &line, &column)
            occurrences.append(IndexOccurrence(
                symbol: symbol(api.occurrenceSymbol(occurrence)),
                roles: IndexSymbolRoles(rawValue: api.occurrenceRoles(occurrence)),
                line: Int(line),
                column: Int(column),
                relations: relations
            ))
            return true
        }
        return occurrences
    }

    // MARK: - Files

    /// The occurrences of every source file the store covers, by path.
    ///
    /// A file compiled more than once (two configurations into one store, a file moved between
    /// modules) is read from its newest unit. A file deleted since it was compiled is left out:
    /// its unit lingers in the store, and would define its types a second time.
    ///
    /// - Parameters:
    ///   - includingSystem: Whether to read the toolchain's and SDK's modules too (slow, and
    ///     rarely wanted).
    ///   - include: Which files to read, by path; the others' records are never opened.
    public func files(includingSystem: Bool = false, where include: (String) -> Bool = { _ in true }) throws(IndexStoreError) -> [IndexedFile] {
        try files(of: units(), includingSystem: includingSystem, where: include)
    }

    /// The occurrences of every source file `units` (read from this store) cover, as
    /// ``files(includingSystem:where:)`` gives them, without reading the units again.
    public func files(of units: [IndexUnit], includingSystem: Bool = false, where include: (String) -> Bool = { _ in true }) throws(IndexStoreError) -> [IndexedFile] {
        let newest = Self.newestRecords(of: units, includingSystem: includingSystem, where: include)
        var files: [IndexedFile] = []
        for path in newest.keys.sorted() {
            let record = newest[path]!
            files.append(IndexedFile(path: path, moduleName: record.moduleName, occurrences: try occurrences(inRecord: record.name)))
        }
        return files
    }

    /// The record each source file is read from, by path: the one its newest unit names, for a
    /// file that still exists (see ``files(includingSystem:where:)``), its module filled in from
    /// the unit when the record names none.
    public static func newestRecords(of units: [IndexUnit], includingSystem: Bool = false, where include: (String) -> Bool = { _ in true })
        -> [String: IndexRecordReference] {
        var newest: [String: (record: IndexRecordReference, unit: IndexUnit)] = [:]
        for unit in units where includingSystem || !unit.isSystem {
            for record in unit.records where (includingSystem || !record.isSystem) && include(record.filePath) {
                guard FileManager.default.fileExists(atPath: record.filePath) else { continue }
                if let known = newest[record.filePath], known.unit.modificationTime >= unit.modificationTime { continue }
                newest[record.filePath] = (record, unit)
            }
        }
        return newest.mapValues { record, unit in
            IndexRecordReference(name: record.name, filePath: record.filePath,
                                 moduleName: record.moduleName.isEmpty ? unit.moduleName : record.moduleName, isSystem: record.isSystem)
        }
    }
}
