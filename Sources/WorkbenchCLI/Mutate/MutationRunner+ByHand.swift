import Foundation
import Mutation

extension MutationRunner {
    /// What a target's suites say of `mutant` planted by hand, as a reader would plant a
    /// survivor the report lists: in a fresh copy of the sources, no schema, no switch.
    ///
    /// - Throws: ``MutationProblem/buildFailed(_:)`` when the copy with the mutant does not build.
    func runByHand(_ mutant: Mutant, of target: MutationTarget) throws -> (scenarios: SuiteVerdict, unitTests: SuiteVerdict) {
        try PackageCopy.copy(from: packageRoot, to: staging)
        let file = (staging as NSString).appendingPathComponent(mutant.file)
        let original = try String(contentsOfFile: file, encoding: .utf8)
        try mutant.applied(to: original).write(toFile: file, atomically: false, encoding: .utf8)
        try PackageCopy.sync(staging, into: package)
        log("\(target.name): \(mutant.id) planted by hand; building")
        let build = try Subprocess.run(["swift", "build", "--build-tests"] + SchemaBuild.exportingSymbols, in: package)
        guard build.status == 0 else { throw MutationProblem.buildFailed(String((build.output + build.errors).suffix(1_000))) }
        let suite = try ScenarioSuite(package: package, target: target)
        defer { suite.end() }
        let scenarios = try suite.run(mutant: nil).verdict
        return (scenarios, try Self.unitTests(target.testTarget, in: package, mutant: 0).verdict)
    }
}
