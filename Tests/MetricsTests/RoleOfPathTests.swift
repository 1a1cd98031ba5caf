@testable import Metrics
import Testing

/// A file's role is the first folder inside its module's folder, or the composition root.
struct RoleOfPathTests {
    @Test(arguments: [
        ("Sources/Domain/Services/FlightService.swift", "Services"),
        ("Sources/Domain/Catalog/Deeper/Song.swift", "Catalog"),
        ("Sources/Domain/Fixtures.swift", "(root)"),
        ("Sources/Architectures/MVB/Views/SearchView.swift", "Views"),
        ("Sources/Architectures/MVB/MVBArchitecture.swift", "(root)"),
        ("Sources/Architectures/Architectures.swift", "(root)"),
        ("Sources//Domain/Services/FlightService.swift", "Services"),
        ("Sources", "(root)"),
        ("", "(root)"),
    ])
    func theRoleIsTheFirstFolderInsideTheModule(path: String, role: String) {
        #expect(IndexedReferences.role(ofPath: path) == role)
    }
}
