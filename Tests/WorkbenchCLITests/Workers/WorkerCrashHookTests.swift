import Testing
@testable import WorkbenchCLI

/// `WORKBENCH_WORKER_CRASH=FILE:STEP[:ARCH]`: where a worker crashes on purpose.
struct WorkerCrashHookTests {
    @Test func theHookNamesAFileByItsEndAStepAndMaybeAnArchitecture() throws {
        let anyArchitecture = try #require(WorkerCrashHook(environment: ["WORKBENCH_WORKER_CRASH": "search/typing.scenario:3"]))
        let mvbOnly = try #require(WorkerCrashHook(environment: ["WORKBENCH_WORKER_CRASH": "typing.scenario:0:mvb"]))

        #expect(anyArchitecture.matches(file: "Scenarios/search/typing.scenario", architectureID: "mvc", step: 3))
        #expect(!anyArchitecture.matches(file: "Scenarios/search/typing.scenario", architectureID: "mvc", step: 2))
        #expect(!anyArchitecture.matches(file: "Scenarios/search/retyping.scenario", architectureID: "mvc", step: 3))
        #expect(mvbOnly.matches(file: "typing.scenario", architectureID: "mvb", step: 0))
        #expect(!mvbOnly.matches(file: "Scenarios/search/typing.scenario", architectureID: "mvc", step: 0))
        #expect(!mvbOnly.matches(file: "Scenarios/search/retyping.scenario", architectureID: "mvb", step: 0), "a whole file name, not its end")
    }

    @Test func theHangVariableIsReadTheSameWayAndHangsInsteadOfCrashing() throws {
        let hang = try #require(WorkerCrashHook(environment: ["WORKBENCH_WORKER_HANG": "typing.scenario:2:mvb"]))
        let crash = try #require(WorkerCrashHook(environment: ["WORKBENCH_WORKER_CRASH": "typing.scenario:2:mvb"]))

        #expect(hang.hangs && !crash.hangs)
        #expect(hang.matches(file: "Scenarios/search/typing.scenario", architectureID: "mvb", step: 2))
        #expect(!hang.matches(file: "Scenarios/search/typing.scenario", architectureID: "mvc", step: 2))
    }

    @Test func loadNamesTheLoadingOfAFixtureForTheFileBeforeAnyStep() throws {
        let loading = try #require(WorkerCrashHook(environment: ["WORKBENCH_WORKER_HANG": "search/typing.scenario:load"]))
        let atLaunch = try #require(WorkerCrashHook(environment: ["WORKBENCH_WORKER_HANG": "search/typing.scenario:0"]))

        #expect(loading.matchesLoading(file: "Scenarios/search/typing.scenario"))
        #expect(!loading.matchesLoading(file: "Scenarios/search/retyping.scenario"))
        #expect(!loading.matches(file: "Scenarios/search/typing.scenario", architectureID: "mvc", step: 0))
        #expect(!atLaunch.matchesLoading(file: "Scenarios/search/typing.scenario"))
        #expect(atLaunch.matches(file: "Scenarios/search/typing.scenario", architectureID: "mvc", step: 0))
    }

    @Test(arguments: [[:], ["WORKBENCH_WORKER_CRASH": "typing.scenario"], ["WORKBENCH_WORKER_CRASH": ":3"],
                      ["WORKBENCH_WORKER_CRASH": "typing.scenario:three"], ["WORKBENCH_WORKER_CRASH": "a:1:mvb:x"],
                      ["WORKBENCH_WORKER_CRASH": "a:load:mvb"], ["WORKBENCH_WORKER_CRASH": "a:loading"]])
    func noHookOrOneThatDoesNotReadCrashesNothing(environment: [String: String]) {
        #expect(WorkerCrashHook(environment: environment) == nil)
    }
}
