import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `indexstore_string_ref_t`: the same two words as `iovec` (see ``IndexStoreLibrary``).
typealias StringRef = iovec
/// Every handle of the C API (`indexstore_t`, `indexstore_unit_reader_t`, `indexstore_symbol_t`…).
typealias Handle = UnsafeMutableRawPointer
/// `bool (*applier)(void *context, <handle>)`: called once per element until it returns false.
typealias Applier = @convention(c) (UnsafeMutableRawPointer?, Handle?) -> Bool
/// `bool (*applier)(void *context, indexstore_string_ref_t)`.
typealias StringApplier = @convention(c) (UnsafeMutableRawPointer?, StringRef) -> Bool

/// The functions of `indexstore.h` this module calls, each found with `dlsym` under its C name.
struct IndexStoreAPI: Sendable {
    let errorDescription: @convention(c) (Handle?) -> UnsafePointer<CChar>?
    let errorDispose: @convention(c) (Handle?) -> Void

    let storeCreate: @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<Handle?>?) -> Handle?
    let storeDispose: @convention(c) (Handle?) -> Void
    let storeUnitsApply: @convention(c) (Handle?, UInt32, UnsafeMutableRawPointer?, StringApplier) -> Bool

    let unitReaderCreate: @convention(c) (Handle?, UnsafePointer<CChar>, UnsafeMutablePointer<Handle?>?) -> Handle?
    let unitReaderDispose: @convention(c) (Handle?) -> Void
    let unitMainFile: @convention(c) (Handle?) -> StringRef
    let unitModuleName: @convention(c) (Handle?) -> StringRef
    let unitOutputFile: @convention(c) (Handle?) -> StringRef
    let unitModificationTime: @convention(c) (Handle?, UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>) -> Void
    let unitIsSystem: @convention(c) (Handle?) -> Bool
    let unitDependenciesApply: @convention(c) (Handle?, UnsafeMutableRawPointer?, Applier) -> Bool

    let dependencyKind: @convention(c) (Handle?) -> UInt32
    let dependencyIsSystem: @convention(c) (Handle?) -> Bool
    let dependencyFilePath: @convention(c) (Handle?) -> StringRef
    let dependencyModuleName: @convention(c) (Handle?) -> StringRef
    let dependencyName: @convention(c) (Handle?) -> StringRef

    let recordReaderCreate: @convention(c) (Handle?, UnsafePointer<CChar>, UnsafeMutablePointer<Handle?>?) -> Handle?
    let recordReaderDispose: @convention(c) (Handle?) -> Void
    let recordOccurrencesApply: @convention(c) (Handle?, UnsafeMutableRawPointer?, Applier) -> Bool

    let occurrenceSymbol: @convention(c) (Handle?) -> Handle?
    let occurrenceRoles: @convention(c) (Handle?) -> UInt64
    let occurrenceLineColumn: @convention(c) (Handle?, UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<UInt32>) -> Void
    let occurrenceRelationsApply: @convention(c) (Handle?, UnsafeMutableRawPointer?, Applier) -> Bool

    let symbolKind: @convention(c) (Handle?) -> UInt32
    let symbolSubkind: @convention(c) (Handle?) -> UInt32
    let symbolName: @convention(c) (Handle?) -> StringRef
    let symbolUSR: @convention(c) (Handle?) -> StringRef

    let relationRoles: @convention(c) (Handle?) -> UInt64
    let relationSymbol: @convention(c) (Handle?) -> Handle?

    init(handle: UnsafeMutableRawPointer, library: String) throws(IndexStoreError) {
        func find<Function>(_ name: String) throws(IndexStoreError) -> Function {
            guard let address = dlsym(handle, name) else { throw .symbolMissing(name: name, library: library) }
            return unsafeBitCast(address, to: Function.self)
        }
        errorDescription = try find("indexstore_error_get_description")
        errorDispose = try find("indexstore_error_dispose")
        storeCreate = try find("indexstore_store_create")
        storeDispose = try find("indexstore_store_dispose")
        storeUnitsApply = try find("indexstore_store_units_apply_f")
        unitReaderCreate = try find("indexstore_unit_reader_create")
        unitReaderDispose = try find("indexstore_unit_reader_dispose")
        unitMainFile = try find("indexstore_unit_reader_get_main_file")
        unitModuleName = try find("indexstore_unit_reader_get_module_name")
        unitOutputFile = try find("indexstore_unit_reader_get_output_file")
        unitModificationTime = try find("indexstore_unit_reader_get_modification_time")
        unitIsSystem = try find("indexstore_unit_reader_is_system_unit")
        unitDependenciesApply = try find("indexstore_unit_reader_dependencies_apply_f")
        dependencyKind = try find("indexstore_unit_dependency_get_kind")
        dependencyIsSystem = try find("indexstore_unit_dependency_is_system")
        dependencyFilePath = try find("indexstore_unit_dependency_get_filepath")
        dependencyModuleName = try find("indexstore_unit_dependency_get_modulename")
        dependencyName = try find("indexstore_unit_dependency_get_name")
        recordReaderCreate = try find("indexstore_record_reader_create")
        recordReaderDispose = try find("indexstore_record_reader_dispose")
        recordOccurrencesApply = try find("indexstore_record_reader_occurrences_apply_f")
        occurrenceSymbol = try find("indexstore_occurrence_get_symbol")
        occurrenceRoles = try find("indexstore_occurrence_get_roles")
        occurrenceLineColumn = try find("indexstore_occurrence_get_line_col")
        occurrenceRelationsApply = try find("indexstore_occurrence_relations_apply_f")
        symbolKind = try find("indexstore_symbol_get_kind")
        symbolSubkind = try find("indexstore_symbol_get_subkind")
        symbolName = try find("indexstore_symbol_get_name")
        symbolUSR = try find("indexstore_symbol_get_usr")
        relationRoles = try find("indexstore_symbol_relation_get_roles")
        relationSymbol = try find("indexstore_symbol_relation_get_symbol")
    }

    // MARK: - Calling

    /// The text of a string the library lends; copied, since the library may reuse its memory.
    func string(_ reference: StringRef) -> String {
        guard let base = reference.iov_base, reference.iov_len > 0 else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: base, count: reference.iov_len), as: UTF8.self)
    }

    /// Calls a `…_create` function, giving it the error handle it fills on failure.
    ///
    /// - Returns: The created handle.
    /// - Throws: The library's description of why nothing was created.
    func create(_ make: (UnsafeMutablePointer<Handle?>) -> Handle?) throws(CreationFailure) -> Handle {
        var error: Handle?
        if let created = make(&error) { return created }
        let reason = error.flatMap(errorDescription).map { String(cString: $0) } ?? "no reason given"
        if let error { errorDispose(error) }
        throw CreationFailure(reason: reason)
    }

    /// Why the library created no store or reader.
    struct CreationFailure: Error {
        let reason: String
    }

    /// Runs one of the `…_apply_f` functions with `visit` as its applier; `visit` returns false to stop.
    func forEach(_ apply: (UnsafeMutableRawPointer?, Applier) -> Bool, _ visit: (Handle?) -> Bool) {
        withoutActuallyEscaping(visit) { visit in
            var visitor = visit
            withUnsafeMutablePointer(to: &visitor) { context in
                _ = apply(UnsafeMutableRawPointer(context)) { context, element in
                    context!.assumingMemoryBound(to: ((Handle?) -> Bool).self).pointee(element)
                }
            }
        }
    }

    /// `indexstore_store_units_apply_f`'s `sorted`: the units in the order of their names.
    private static let sortedByName: UInt32 = 1

    /// Runs `indexstore_store_units_apply_f` with `visit` as its applier.
    func forEachUnitName(_ store: Handle, _ visit: (String) -> Void) {
        withoutActuallyEscaping({ (reference: StringRef) -> Bool in visit(string(reference)); return true }) { visit in
            var visitor = visit
            withUnsafeMutablePointer(to: &visitor) { context in
                _ = storeUnitsApply(store, Self.sortedByName, UnsafeMutableRawPointer(context)) { context, name in
                    context!.assumingMemoryBound(to: ((StringRef) -> Bool).self).pointee(name)
                }
            }
        }
    }
}
