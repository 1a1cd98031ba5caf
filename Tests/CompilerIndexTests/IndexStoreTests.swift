import CompilerIndex
import Foundation
import Testing

/// What the compiler resolved in a small module that uses another, read back from its index.
@Suite struct IndexStoreTests {
    static let shop = """
        public struct Basket {
            public init() {}
            public var count = 0
        }

        public final class Till {
            public init() {}
            public func ring() {}
        }

        public enum Services {
            public static let till = Till()
        }
        """

    static let checkout = """
        import Shop

        typealias Cart = Basket

        enum Event {
            case opened
            case filled(Basket)
            case closed
        }

        struct Checkout {
            let cart: Cart
            let qualified: Shop.Basket

            func make() {
                let made: Basket = .init()
                _ = made
                Services.till.ring()
            }
        }

        extension Till {
            func open() {}
        }

        typealias Priced<Item> = (item: Item, in: Basket)

        func price(_ priced: Priced<Till>) {}

        let café = "é"; let priceTag: Basket? = nil
        """

    /// The two modules compiled once for every test, and their index read back.
    struct Compiled: Sendable {
        let checkoutPath: String
        let units: [IndexUnit]
        let files: [IndexedFile]
        let symbols: SymbolIndex

        init() throws {
            let fixture = try IndexFixture()
            try fixture.compile(module: "Shop", files: ["Shop.swift": IndexStoreTests.shop])
            checkoutPath = try #require(fixture.compile(module: "App", files: ["Checkout.swift": IndexStoreTests.checkout])["Checkout.swift"])
            let store = try IndexStore(path: fixture.store, library: IndexStoreLibrary())
            units = try store.units()
            files = try store.files()
            symbols = SymbolIndex(files: files)
        }
    }

    static let compiled = Result { try Compiled() }

    let checkoutPath: String
    let units: [IndexUnit]
    let files: [IndexedFile]
    let symbols: SymbolIndex

    init() throws {
        let compiled = try Self.compiled.get()
        (checkoutPath, units, files, symbols) = (compiled.checkoutPath, compiled.units, compiled.files, compiled.symbols)
    }

    /// `Shop.Basket`, `Shop.Till`, `Shop.Services`, mangled as Swift does: module and name, each
    /// after its length, then V for a struct, C for a class, O for an enum.
    static let basket = "s:4Shop6BasketV"
    static let till = "s:4Shop4TillC"
    static let services = "s:4Shop8ServicesO"

    private func occurrences(onLine line: Int) throws -> [IndexOccurrence] {
        try #require(files.first { $0.path == checkoutPath }).occurrences.filter { $0.line == line }
    }

    @Test func eachSourceFileHasAUnitNamingItsModuleOutputAndRecord() throws {
        let units = units.sorted { $0.moduleName < $1.moduleName }
        #expect(units.map(\.moduleName) == ["App", "Shop"])
        let app = units[0]
        #expect(app.mainFile == checkoutPath)
        #expect(app.outputFile.hasSuffix("/Checkout.o"))
        #expect(!app.isSystem)
        #expect(app.records.map(\.filePath) == [checkoutPath])
        #expect(files.map(\.moduleName) == ["App", "Shop"])
    }

    @Test func aTypealiasUseResolvesToTheAliasedType() throws {
        let alias = try #require(occurrences(onLine: 12).first { $0.symbol.name == "Cart" })
        #expect(alias.symbol.kind == .typealias)
        #expect(alias.roles.contains(.reference))
        #expect(symbols.resolvingAliases(alias.symbol).map(\.usr) == [Self.basket])
        // A use depends on the alias's declaration and on what it stands for.
        #expect(symbols.referencedTypes(of: alias).map(\.usr) == ["s:3App4Carta", Self.basket])
    }

    @Test func aGenericTypealiasUseResolvesToTheTypesItNamesNotItsParameter() throws {
        let alias = try #require(occurrences(onLine: 28).first { $0.symbol.name == "Priced" })
        let parameter = try #require(occurrences(onLine: 26).first { $0.symbol.name == "Item" && $0.roles.contains(.reference) })
        #expect(parameter.symbol.kind == .typealias && parameter.symbol.subkind == .swiftGenericTypeParameter)
        #expect(symbols.referencedTypes(of: parameter) == [])
        #expect(symbols.resolvingAliases(alias.symbol).map(\.usr) == [Self.basket])
    }

    @Test func columnsCountUTF8BytesFromOne() throws {
        // `let café = "é"; let priceTag: ` is 30 characters but 32 bytes: each é is two.
        let type = try #require(occurrences(onLine: 30).first { $0.symbol.usr == Self.basket })
        #expect(type.column == 33)
    }

    @Test func aModuleQualifiedNameResolvesToTheModuleAndTheType() throws {
        let line = try occurrences(onLine: 13)
        #expect(line.contains { $0.symbol.kind == .module && $0.symbol.name == "Shop" && $0.column == 20 })
        let type = try #require(line.first { $0.symbol.usr == Self.basket })
        #expect(type.column == 25)
        #expect(type.roles.contains(.reference))
    }

    @Test func anEnumCasePayloadTypeIsAReference() throws {
        let payload = try #require(occurrences(onLine: 7).first { $0.symbol.usr == Self.basket })
        #expect(payload.roles.contains(.reference))
        #expect(payload.column == 17)
    }

    @Test func aLeadingDotInitIsACallOfTheDeclaredTypesInit() throws {
        let initializer = try #require(occurrences(onLine: 16).first { $0.symbol.kind == .constructor })
        #expect(initializer.symbol.usr == Self.basket + "ACycfc")
        #expect(initializer.roles.isSuperset(of: [.reference, .call]))
        #expect(symbols.owningType(of: initializer.symbol.usr)?.usr == Self.basket)
        #expect(symbols.referencedTypes(of: initializer).map(\.usr) == [Self.basket])
    }

    @Test func anExtensionIsRelatedToTheTypeItExtends() throws {
        let extended = try #require(occurrences(onLine: 22).first { $0.symbol.usr == Self.till })
        let relation = try #require(extended.relations.first)
        #expect(relation.roles == .extendedBy)
        #expect(relation.symbol.kind == .extension)
        #expect(relation.symbol.subkind == .swiftExtensionOfClass)
        let open = try #require(occurrences(onLine: 23).first { $0.symbol.name == "open()" })
        #expect(symbols.owningType(of: open.symbol.usr)?.usr == Self.till)
    }

    @Test func aCallThroughAStaticMemberIsACallOfThatMember() throws {
        let line = try occurrences(onLine: 18)
        let getter = try #require(line.first { $0.symbol.subkind == .accessorGetter })
        #expect(getter.symbol.name == "getter:till")
        #expect(getter.roles.contains(.call))
        #expect(symbols.owningType(of: getter.symbol.usr)?.usr == Self.services)
        let ring = try #require(line.first { $0.symbol.name == "ring()" })
        #expect(ring.roles.isSuperset(of: [.call, .reference]))
        #expect(ring.related(by: .calledBy).map(\.name) == ["make()"])
        #expect(symbols.owningType(of: ring.symbol.usr)?.usr == Self.till)
    }

    @Test func nestedNamesAreQualifiedByTheirType() throws {
        let ring = try #require(occurrences(onLine: 18).first { $0.symbol.name == "ring()" })
        #expect(symbols.qualifiedName(of: ring.symbol) == "Till.ring()")
        #expect(symbols.definition(of: Self.services)?.line == 11)
    }

    @Test func aFileDeletedSinceItWasCompiledIsLeftOut() throws {
        let fixture = try IndexFixture()
        let paths = try fixture.compile(module: "Shop", files: ["Basket.swift": "struct Basket {}\n", "Till.swift": "final class Till {}\n"])
        try FileManager.default.removeItem(atPath: try #require(paths["Till.swift"]))
        let store = try IndexStore(path: fixture.store, library: IndexStoreLibrary())
        #expect(try store.units().count == 2)
        #expect(try store.files().map(\.path) == [paths["Basket.swift"]])
    }

    @Test func onlyTheFilesAskedForAreRead() throws {
        let fixture = try IndexFixture()
        let paths = try fixture.compile(module: "Shop", files: ["Basket.swift": "struct Basket {}\n", "Till.swift": "final class Till {}\n"])
        let store = try IndexStore(path: fixture.store, library: IndexStoreLibrary())
        let files = try store.files { $0.hasSuffix("/Till.swift") }
        #expect(files.map(\.path) == [paths["Till.swift"]])
        // The class as written, and the `init()` the compiler gives it.
        #expect(files.first?.occurrences.filter { !$0.roles.contains(.implicit) }.map(\.symbol.name) == ["Till"])
        #expect(files.first?.occurrences.filter { $0.roles.contains(.implicit) }.map(\.symbol.name) == ["init()"])
    }
}
