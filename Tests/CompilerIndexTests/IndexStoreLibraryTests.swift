import CompilerIndex
import Foundation
import Testing

@Suite struct IndexStoreLibraryTests {
    @Test func aLibraryPathWithNothingThereIsAnErrorNamingIt() {
        #expect(throws: IndexStoreError.libraryNotFound(searched: ["/no/such/libIndexStore.so"])) {
            try IndexStoreLibrary(path: "/no/such/libIndexStore.so")
        }
        #expect(
            IndexStoreError.libraryNotFound(searched: ["/no/such/libIndexStore.so"]).description
                == "libIndexStore not found; looked at /no/such/libIndexStore.so (set WORKBENCH_LIBINDEXSTORE to its path)"
        )
    }

    @Test func theEnvironmentComesFirstThenTheToolchainOnThePath() throws {
        let swiftc = try #require(Toolchain.swiftc(), "no swiftc on PATH or in a common toolchain folder")
        let bin = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
        let candidates = IndexStoreLibrary.candidatePaths(environment: ["WORKBENCH_LIBINDEXSTORE": "/chosen/lib.so", "PATH": bin.path])
        #expect(candidates.first == "/chosen/lib.so")
        #expect(candidates.dropFirst().first?.hasPrefix(bin.deletingLastPathComponent().path + "/lib/libIndexStore.") == true)
    }

    @Test func aLibraryWithoutTheIndexStoreFunctionsIsAnErrorNamingTheFirstMissing() throws {
        let fixture = try IndexFixture()
        let library = try fixture.compileLibrary(named: "Unrelated", source: "public func unrelated() {}\n")
        #expect(throws: IndexStoreError.symbolMissing(name: "indexstore_error_get_description", library: library)) {
            try IndexStoreLibrary(path: library)
        }
    }

    @Test func aFolderThatIsNoStoreIsAnErrorNamingIt() throws {
        let library = try IndexStoreLibrary()
        #expect(throws: IndexStoreError.storeUnreadable(path: "/no/such/store", reason: "no such folder")) {
            try IndexStore(path: "/no/such/store", library: library)
        }
    }
}
