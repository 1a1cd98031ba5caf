import ArchitectureKit
import Foundation
import Metrics
import Reports

/// Applies one change to a copy of the package, builds the copy, runs the patched `workbench`
/// on every scenario and the change's own, the patched architectures' unit tests and the tests
/// the shared patch adds or changes, and counts what each patch touched.
///
/// Every change goes through the same two folders under `workRoot`: `staging/` is copied afresh
/// and patched, then synced file by file into `package/`, whose `.build` every change shares and
/// every run keeps. After the first build, a change recompiles only the modules its patches
/// touch (and the previous change's) and the modules that depend on them.
struct ChangeRunner {
    /// The package the changes are made to (absolute).
    let packageRoot: String
    /// Where the copy and its build are kept (absolute).
    let workRoot: String
    let architectures: [any Architecture]
    /// The ids of the architectures with no patch in any change: not measured.
    var unmeasured: Set<String> = []
    /// Says what is happening, one line at a time (standard error).
    let log: (String) -> Void

    var staging: String { (workRoot as NSString).appendingPathComponent("staging") }
    var package: String { (workRoot as NSString).appendingPathComponent("package") }

    func run(_ change: ChangeFolder) -> ChangeReport.Change {
        var result = prepare(change)
        guard result.problems.isEmpty, result.architectures.contains(where: { $0.cost != nil }) else { return result }
        buildAndRun(&result)
        return result
    }

    /// Copies the package into `staging/`, applies the change's patches there, counts what
    /// each touched, and syncs what applied into the shared `package/`.
    func prepare(_ change: ChangeFolder) -> ChangeReport.Change {
        var result = ChangeReport.Change(id: change.id, title: change.title, screen: change.screen, notes: change.notes)
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
            guard !unmeasured.contains(architecture.id) else {
                result.architectures.append(.notMeasured(architecture.id))
                continue
            }
            var side = ChangeReport.ArchitectureResult(architecture: architecture.id)
            let patch = change.patch(for: architecture.id)
            if !FileManager.default.fileExists(atPath: patch) {
                side.problems.append("there is no \(architecture.id).patch")
            } else {
                switch apply(patch, in: staging, area: PatchCost.architectureArea(sourceFolder: architecture.sourceFolder)) {
                case let .success(cost): side.cost = cost
                case let .failure(problem): side.problems.append("\(architecture.id).patch \(problem.reason)")
                }
            }
            result.architectures.append(side)
        }
        do {
            try PackageCopy.sync(staging, into: package)
        } catch {
            result.problems.append("the patched package could not be synced into \((package as NSString).lastPathComponent)/: \(error)")
        }
        return result
    }

    /// Builds the shared copy and its tests, and runs the patched architectures' scenarios,
    /// rules and unit tests.
    private func buildAndRun(_ result: inout ChangeReport.Change) {
        let patched = result.architectures.filter { $0.cost != nil }.map(\.architecture)
        do {
            // `--build-tests` builds every target, the `workbench` program with the tests: one
            // build, one planning of it, for all the change needs.
            log("\(result.id): building the patched package and its tests")
            let started = Date()
            let sources = IndexRefreshing.sourcesBeforeBuild(root: package)
            var build = try Subprocess.run(["swift", "build", "--build-tests"], in: package)
            if build.status != 0 {
                // A kept build can go stale (its folder moved, a toolchain changed): before a
                // failure is reported, it must survive a build from nothing.
                log("\(result.id): the build failed; building again from nothing")
                try? FileManager.default.removeItem(atPath: (package as NSString).appendingPathComponent(".build"))
                build = try Subprocess.run(["swift", "build", "--build-tests"], in: package)
            }
            guard build.status == 0 else {
                result.problems.append("the patched package does not build:\n" + compilerErrors(build.output + build.errors))
                return
            }
            log("\(result.id): built in \(Int(Date().timeIntervalSince(started).rounded())) s")
            // The build succeeded: its index may judge the patched rules, as after a refresh.
            // Without it (no libIndexStore), the lexer judges them, and says so.
            try? IndexRefreshing.confirmAfterSuccessfulBuild(root: package, before: sources)
            let binary = (package as NSString).appendingPathComponent(".build/debug/workbench")
            log("\(result.id): running every scenario on the patched architectures")
            let committed = try scenarioVerdicts(binary, patched, [])
            log("\(result.id): running the change's own scenarios")
            let own = try scenarioVerdicts(binary, patched, ["--scenarios", "\(ChangeFolder.root)/\(result.id)"])
            let verdicts = committed + own
            for index in result.architectures.indices where result.architectures[index].cost != nil {
                let id = result.architectures[index].architecture
                let failed = verdicts.filter { $0.verdicts[id] != "pass" }
                result.architectures[index].problems += failed.map { "\($0.file): \($0.verdicts[id] ?? $0.error ?? "not run")" }
            }
            log("\(result.id): checking the patched architectures' rules")
            try checkRules(of: &result, binary: binary)
            try runUnitTests(of: &result)
        } catch {
            result.problems.append("the patched package could not be run: \(error)")
        }
    }

    /// The rules of one architecture, as `metrics --format json` gives them.
    private struct RuleStatuses: Decodable {
        struct Architecture: Decodable {
            struct Rule: Decodable {
                let statement: String
                let status: String
            }

            let id: String
            let rules: [Rule]
        }

        let architectures: [Architecture]
    }

    /// Runs the patched `metrics` once on every patched architecture: each one's rules must
    /// all still hold.
    private func checkRules(of result: inout ChangeReport.Change, binary: String) throws {
        let patched = result.architectures.filter { $0.cost != nil }.map(\.architecture)
        let run = try Subprocess.run([binary, "metrics", "--format", "json", "--arch", patched.joined(separator: ",")], in: package)
        guard let statuses = try? JSONDecoder().decode(RuleStatuses.self, from: Data(run.output.utf8)) else {
            throw PatchProblem(reason: "metrics gave no report (status \(run.status)): \(run.errors.suffix(500))")
        }
        for index in result.architectures.indices {
            let id = result.architectures[index].architecture
            guard let rules = statuses.architectures.first(where: { $0.id == id })?.rules else { continue }
            result.architectures[index].problems += rules.filter { $0.status == "broken" }.map {
                "a rule is broken: \($0.statement) (workbench metrics --arch \(id) on the patched package)"
            }
        }
    }

    /// Runs each patched architecture's own unit tests, which its patch changed or added, and
    /// every test target the shared patch adds or changes a file of: they are part of the change
    /// and must pass with it. One run takes them all; only when it fails is each target run
    /// alone, to say whose fail.
    private func runUnitTests(of result: inout ChangeReport.Change) throws {
        // Whose a target is: an architecture's (by its index), or the change's (nil).
        var targets = result.architectures.indices.compactMap { index -> (owner: Int?, name: String)? in
            let side = result.architectures[index]
            guard side.cost != nil, let architecture = architectures.first(where: { $0.id == side.architecture }) else { return nil }
            return (index, "\(architecture.displayName)Tests")
        }
        for name in Self.testTargets(of: result.shared) where !targets.contains(where: { $0.name == name }) {
            targets.append((nil, name))
        }
        guard !targets.isEmpty else { return }
        log("\(result.id): running \(targets.map(\.name).joined(separator: ", "))")
        let all = try Subprocess.run(["swift", "test", "--skip-build", "--filter", "^(\(targets.map(\.name).joined(separator: "|")))\\."], in: package)
        guard all.status != 0 else { return }
        for target in targets {
            let run = try Subprocess.run(["swift", "test", "--skip-build", "--filter", "^\(target.name)\\."], in: package)
            guard run.status != 0 else { continue }
            let failures = (run.output + run.errors).split(separator: "\n").filter { $0.contains("✘ Test") }.prefix(5)
            let problem = "\(target.name) fail on the patched package" + (failures.isEmpty ? "" : ":\n" + failures.joined(separator: "\n"))
            if let index = target.owner {
                result.architectures[index].problems.append(problem)
            } else {
                result.problems.append("shared.patch's " + problem)
            }
        }
    }

    /// The test targets (`Tests/<target>/`) whose files the shared patch adds or changes, sorted.
    static func testTargets(of shared: PatchCost?) -> [String] {
        let files = (shared?.testFiles.new ?? []) + (shared?.testFiles.modified ?? [])
        return Set(files.compactMap { path in
            let parts = path.split(separator: "/")
            return parts.count > 2 && parts[0] == "Tests" ? String(parts[1]) : nil
        }).sorted()
    }

    /// Why a patch was not taken, or the patched package could not be run: said as the reason alone.
    struct PatchProblem: Error, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }

    /// Applies `patch` in `directory` with `git apply` and counts what it touched.
    private func apply(_ patch: String, in directory: String, area: @escaping (String) -> PatchArea?) -> Result<PatchCost, PatchProblem> {
        let diff: UnifiedDiff
        do {
            diff = try UnifiedDiff.parse(String(contentsOfFile: patch, encoding: .utf8))
        } catch {
            return .failure(PatchProblem(reason: "cannot be read: \(error)"))
        }
        let before = Dictionary(diff.files.map { file in
            (file.path, try? String(contentsOfFile: (directory as NSString).appendingPathComponent(file.path), encoding: .utf8))
        }) { first, _ in first }
        // Which roles' folders were there before the patch, to tell the roles it creates.
        let existing = Set(diff.files.compactMap { area($0.path)?.folder }.filter {
            FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent($0))
        })
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
        return .success(PatchCost.count(diff, area: area, existed: existing.contains) { path in
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
    private func scenarioVerdicts(_ binary: String, _ architectureIDs: [String], _ options: [String]) throws -> [ScenarioVerdicts] {
        let ids = architectureIDs.joined(separator: ",")
        let run = try Subprocess.run([binary, "compare", "--no-timing", "--format", "json", "--arch", ids] + options, in: package)
        guard let document = try? JSONDecoder().decode(CompareDocument.self, from: Data(run.output.utf8)) else {
            throw PatchProblem(reason: "compare gave no report (status \(run.status)): \(run.errors.suffix(500))")
        }
        return document.scenarios
    }

    /// The compiler's `error:` lines, or the output's end when there are none, with paths
    /// relative to the package, as the report keeps no machine's paths.
    private func compilerErrors(_ output: String) -> String {
        let errors = output.split(separator: "\n").filter { $0.contains("error:") }.prefix(10)
        let said = errors.isEmpty ? String(output.suffix(1_000)) : errors.joined(separator: "\n")
        return said.replacingOccurrences(of: package + "/", with: "")
    }
}
