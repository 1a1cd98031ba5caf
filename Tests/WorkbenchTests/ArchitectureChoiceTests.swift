import Foundation
import Testing
import Workbench
import WorkbenchTestKit

/// What each architecture says of itself for the trade-offs table must name what is there.
struct ArchitectureChoiceTests {
    @Test(arguments: ArchitectureRegistry.all.map(\.id))
    func eachArchitectureSaysWhenToChooseItAndItsWiringRolesAreItsFolders(id: String) throws {
        let architecture = try #require(ArchitectureRegistry.all.first { $0.id == id })
        #expect(architecture.whenToChoose?.isEmpty == false)
        #expect(!architecture.wiringRoles.isEmpty)
        for role in architecture.wiringRoles {
            var isFolder: ObjCBool = false
            let path = packageRoot + "/" + architecture.sourceFolder + "/" + role
            #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue, "\(path)")
        }
    }
}
