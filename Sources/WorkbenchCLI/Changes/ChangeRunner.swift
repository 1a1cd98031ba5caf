import ArchitectureKit
import Foundation

/// Applies one change to a copy of the package, builds the copy, runs the patched `workbench`
/// on every scenario and the change's own and the patched architectures' unit tests, and counts
/// what each patch touched.
///
/// Each change has a folder of its own under `workRoot`: `staging/` is copied afresh and
/// patched, then synced file by file into `package/`, whose `.build` is kept between runs so a
/// second run recompiles only what the patches change.
struct ChangeRunner {
    /// The package the changes are made to (absolute).
    let packageRoot: String
    /// Where the copies and their builds are kept (absolute).
    let workRoot: String
    let architectures: [any Architecture]
    /// Says what is happening, one line at a time (standard error).
    let log: (String) -> Void

    func run(_ change: ChangeFolder) -> ChangeReport.Change {
        var result = ChangeReport.Change(id: change.id, title: change.title)
        let folder = (workRoot as NSString).appendingPathComponent(change.id)
        let staging = (folder as NSString).appendingPathComponent("staging")
        let package = (folder as NSString).appendingPathComponent("package")
        do {
            try PackageCopy.copy(from: packageRoot, to: staging)
        } catch {
            result.problems.append("the package could not be copied: \(error)")
            return result
        }
        if let shared = change.sharedPatch {
            switch apply(shared, in: staging, area: PatchCost.sharedArea) {
            case let .success(cost): result.shared = cost
            case let .failure(problem):
                result.problems.append("shared.patch \(problem.reason)")
                return result
            }
        }
        for architecture in architectures {
            var side = ChangeReport.ArchitectureResult(architecture: architecture.id, roles: 0)
            let patch = change.patch(for: architecture.id)
            if !FileManager.default.fileExists(atPath: patch) {
                side.problems.append("there is no \(architecture.id).patch")
            } else {
                switch apply(patch, in: staging, area: PatchCost.architectureArea(sourceFolder: architecture.sourceFolder)) {
                case let .success(cost): side.cost = cost
                case let .failure(problem): side.problems.append("\(architecture.id).patch \(problem.reason)")
                }
            }
            side.roles = Self.roleCount(in: (staging as NSString).appendingPathComponent(architecture.sourceFolder))
            result.architectures.append(side)
        }
        let patched = result.architectures.filter { $0.cost != nil }.map(\.architecture)
        guard !patched.isEmpty else { return result }

        log("\(change.id): building the patched package")
        do {
            try PackageCopy.sync(staging, into: package)
            var build = try Subprocess.run(["swift", "build", "--product", "workbench"], in: package)
            if build.status != 0 {
                // A kept build can go stale (its folder moved, a toolchain changed): before a
                // failure is reported, it must survive a build from nothing.
                log("\(change.id): the build failed; building again from nothing")
                try? FileManager.default.removeItem(atPath: (package as NSString).appendingPathComponent(".build"))
                build = try Subprocess.run(["swift", "build", "--product", "workbench"], in: package)
            }
            guard build.status == 0 else {
                result.problems.append("the patched package does not build:\n" + Self.compilerErrors(build.output + build.errors))
                return result
            }
            let binary = (package as NSString).appendingPathComponent(".build/debug/workbench")
            log("\(change.id): running every scenario on the patched architectures")
            let committed = try scenarioVerdicts(binary, patched, [], in: package)
            log("\(change.id): running the change's own scenarios")
            let own = try scenarioVerdicts(binary, patched, ["--scenarios", "\(ChangeFolder.root)/\(change.id)"], in: package)
            let verdicts = committed + own
            for index in result.architectures.indices where result.architectures[index].cost != nil {
                let id = result.architectures[index].architecture
                let failed = verdicts.filter { $0.verdicts[id] != "pass" }
                result.architectures[index].problems += failed.map { "\($0.file): \($0.verdicts[id] ?? $0.error ?? "not run")" }
                log("\(change.id): checking \(id)'s rules")
                let metrics = try Subprocess.run([binary, "metrics", "--arch", id], in: package)
                if metrics.status != 0 {
                    result.architectures[index].problems.append("a rule is broken (workbench metrics --arch \(id) on the patched package)")
                }
            }
            try runUnitTests(of: &result, in: package)
        } catch {
            result.problems.append("the patched package could not be run: \(error)")
        }
        return result
    }

    /// Builds the patched package's tests and runs each patched architecture's own, which its
    /// patch changed or added: they are part of the change and must pass with it.
    private func runUnitTests(of result: inout ChangeReport.Change, in package: String) throws {
        log("\(result.id): building the patched package's tests")
        let build = try Subprocess.run(["swift", "build", "--build-tests"], in: package)
        guard build.status == 0 else {
            result.problems.append("the patched package's tests do not build:\n" + Self.compilerErrors(build.output + build.errors))
            return
        }
        for index in result.architectures.indices where result.architectures[index].cost != nil {
            let id = result.architectures[index].architecture
            guard let architecture = architectures.first(where: { $0.id == id }) else { continue }
            let target = "\(architecture.displayName)Tests"
            log("\(result.id): running \(target)")
            let run = try Subprocess.run(["swift", "test", "--skip-build", "--filter", "^\(target)\\."], in: package)
            if run.status != 0 {
                let failures = (run.output + run.errors).split(separator: "\n").filter { $0.contains("✘ Test") }.prefix(5)
                result.architectures[index].problems.append("\(target) fail on the patched package" +
                    (failures.isEmpty ? "" : ":\n" + failures.joined(separator: "\n")))
            }
        }
    }

    /// Why a patch was not taken, or the patched package could not be run: said as the reason alone.
    struct PatchProblem: Error, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }

    /// Applies `patch` in `directory` with `git apply` and counts what it touched.
    private func apply(_ patch: String, in directory: String, area: @escaping (String) -> String?) -> Result<PatchCost, PatchProblem> {
        let diff: UnifiedDiff
        do {
            diff = try UnifiedDiff.parse(String(contentsOfFile: patch, encoding: .utf8))
        } catch {
            return .failure(PatchProblem(reason: "cannot be read: \(error)"))
        }
        let before = Dictionary(diff.files.map { file in
            (file.path, try? String(contentsOfFile: (directory as NSString).appendingPathComponent(file.path), encoding: .utf8))
        }) { first, _ in first }
        do {
            // The copy may sit inside the package's own repository: git must not look above it.
            let run = try Subprocess.run(["git", "apply", "--whitespace=nowarn", patch], in: directory,
                                         environment: ["GIT_CEILING_DIRECTORIES": (directory as NSString).deletingLastPathComponent])
            guard run.status == 0 else {
                return .failure(PatchProblem(reason: "does not apply: " + run.errors.trimmingCharacters(in: .whitespacesAndNewlines)))
            }
        } catch {
            return .failure(PatchProblem(reason: "could not be applied: \(error)"))
        }
        return .success(PatchCost.count(diff, area: area) { path in
            (before[path] ?? nil, try? String(contentsOfFile: (directory as NSString).appendingPathComponent(path), encoding: .utf8))
        })
    }

    /// One scenario's verdicts, as `compare --format json` gives them.
    private struct ScenarioVerdicts: Decodable {
        let file: String
        let verdicts: [String: String]
        let error: String?
    }

    private struct CompareDocument: Decodable {
        let scenarios: [ScenarioVerdicts]
    }

    /// Runs the patched `compare` on the architectures whose patches applied (the others would diverge).
    private func scenarioVerdicts(_ binary: String, _ architectureIDs: [String], _ options: [String],
                                  in package: String) throws -> [ScenarioVerdicts] {
        let ids = architectureIDs.joined(separator: ",")
        let run = try Subprocess.run([binary, "compare", "--no-timing", "--format", "json", "--arch", ids] + options, in: package)
        guard let document = try? JSONDecoder().decode(CompareDocument.self, from: Data(run.output.utf8)) else {
            throw PatchProblem(reason: "compare gave no report (status \(run.status)): \(run.errors.suffix(500))")
        }
        return document.scenarios
    }

    /// The roles of the architecture in `folder`: its first-level folders, and its root when
    /// files sit there.
    static func roleCount(in folder: String) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let folders = names.filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(name), isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
        return folders.count + (names.contains { $0.hasSuffix(".swift") } ? 1 : 0)
    }

    /// The compiler's `error:` lines, or the output's end when there are none.
    private static func compilerErrors(_ output: String) -> String {
        let errors = output.split(separator: "\n").filter { $0.contains("error:") }.prefix(10)
        return errors.isEmpty ? String(output.suffix(1_000)) : errors.joined(separator: "\n")
    }
}
