import CompilerIndex
import Testing

/// Role edges from a small architecture-shaped module (`Models/`, `Views/`, a composition root)
/// that uses a shared module.
@Suite struct RoleEdgesTests {
    static let shared = """
        public struct Basket {
            public init() {}
        }

        public final class Till {
            public init() {}
            public func ring() {}
        }

        public enum Services {
            public static let till = Till()
        }
        """

    static let app = [
        "Models/Cart.swift": """
            import Shop

            struct Cart {
                struct Line {
                    let basket: Basket
                }
                var lines: [Line] = []
            }
            """,
        "Views/CartView.swift": """
            import Shop

            final class CartView {
                var shown: Cart.Line?
                func ring() { Services.till.ring() }
            }
            """,
        "Root.swift": """
            typealias Screen = CartView

            enum Root {
                static func make() -> Screen { Screen() }
            }

            extension CartView {
                func refresh() {}
            }
            """,
    ]

    @Test func eachRoleReferencesTheTypesOfOtherRolesAndModulesItNames() throws {
        let fixture = try IndexFixture()
        try fixture.compile(module: "Shop", files: ["Shop.swift": Self.shared])
        let paths = try fixture.compile(module: "App", files: Self.app)
        var places: [String: RoleEdges.Place] = [:]
        for (name, path) in paths {
            places[path] = RoleEdges.Place(module: "App", role: name.contains("/") ? String(name.split(separator: "/")[0]) : "(root)")
        }
        let files = try IndexStore(path: fixture.store, library: IndexStoreLibrary()).files()

        let edges = RoleEdges.edges(files: files, places: places)

        #expect(edges.map { "\($0.from) → \($0.to): \($0.typeNames.joined(separator: ", "))" } == [
            // The typealias, its use in a signature and a call, and the extension: all CartView.
            "App/(root) → App/Views: CartView",
            "App/Models → Shop: Basket",
            // A nested type's use names its enclosing type too.
            "App/Views → App/Models: Cart, Cart.Line",
            // The static member's type, and the type whose method is called through it.
            "App/Views → Shop: Services, Till",
        ])
        #expect(edges.first?.to == .role(RoleEdges.Place(module: "App", role: "Views")))
    }
}
