import Foundation

/// What keeps a worker, or a `bench-share` process, from outliving the process that started
/// it: whatever ends that process, even `kill -9`, ends its workers too, and a worker never
/// runs on with nobody to answer.
enum ParentLifeline {
    /// The environment variable in which a parent gives the processes it starts its own id.
    static let variable = "WORKBENCH_PARENT_PID"

    /// What a worker this process starts finds in its environment, besides this process's.
    static var parentIdentity: [String: String] {
        [variable: String(getpid())]
    }

    /// Called first thing in a worker: a write to a parent that is gone ends the worker, and so
    /// does the parent's death; a parent already gone ends it at once.
    static func hold(environment: [String: String]) {
        // The parent ignores SIGPIPE while it runs workers, and a worker inherits that: without
        // the default back, a worker would write on into a pipe nobody reads.
        signal(SIGPIPE, SIG_DFL)
        #if canImport(Glibc)
        // Linux kills the worker as its parent's thread that started it ends; the parent starts
        // its workers from its main thread, which lasts as long as it does.
        _ = glibcPrctl()?(setParentDeathSignal, UInt(SIGKILL), 0, 0, 0)
        #endif
        // The parent may have died while this process started, before the line above: it then
        // has another parent already, and would never be sent the signal.
        if let parent = environment[variable].flatMap({ pid_t($0) }), getppid() != parent { exit(EXIT_FAILURE) }
    }

    #if canImport(Glibc)
    /// `PR_SET_PDEATHSIG` of `<linux/prctl.h>`, which Swift's Glibc module leaves out.
    private static let setParentDeathSignal: Int32 = 1

    private typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32

    /// glibc's `prctl`, looked up by name: Swift imports no C function with a variable number
    /// of arguments, and passes these five as a call to it would.
    private static func glibcPrctl() -> Prctl? {
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "prctl") else { return nil }
        return unsafeBitCast(symbol, to: Prctl.self)
    }
    #endif
}
