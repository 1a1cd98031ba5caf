import CompilerIndex
import SourceFacts

/// Where code reads time other than from the injected main queue, judged on the symbols the
/// compiler resolved rather than on how they are spelled: `Date.init(timeIntervalSinceNow:)`,
/// `let now: Date = .init()`, `ProcessInfo.processInfo.systemUptime`, `DispatchTime.now()`,
/// `clock_gettime`, a timer, a clock, a sleep.
enum ClockReads {
    /// The library types any use of which reads or waits for time.
    static let clockTypes: Set<String> = ["Timer", "DispatchQueue", "DispatchSource", "RunLoop", "ContinuousClock", "SuspendingClock"]
    /// Library members that read the clock or sleep, by their type.
    static let clockMembers: [String: Set<String>] = [
        "Date": ["init()", "init(timeIntervalSinceNow:)", "now", "timeIntervalSinceNow"],
        "ProcessInfo": ["systemUptime"],
        "DispatchTime": ["now()"],
        "DispatchWallTime": ["now()"],
        "Task": ["sleep(nanoseconds:)", "sleep(for:tolerance:clock:)", "sleep(until:tolerance:clock:)", "sleep(for:)"],
        "Thread": ["sleep(forTimeInterval:)", "sleep(until:)"],
    ]
    private static let clockMemberNames = Set(clockMembers.values.joined())

    /// C functions that read the clock or sleep.
    static let clockFunctions: Set<String> = [
        "clock_gettime", "clock_gettime_nsec_np", "gettimeofday", "time", "clock", "mach_absolute_time", "mach_continuous_time",
        "CFAbsoluteTimeGetCurrent", "sleep", "usleep", "nanosleep",
    ]

    /// Each clock read in `file`: its line and what it uses (`Date.init(timeIntervalSinceNow:)`).
    static func find(in file: SourceFile, code: CompiledCode) -> [(line: Int, api: String)] {
        code.uses(in: file).compactMap { use in
            guard code.isLibrary(use.symbol), let api = clockAPI(use.symbol) else { return nil }
            return (use.line, api)
        }
    }

    /// The clock a library symbol reads, named `Type.member`, or nil.
    static func clockAPI(_ symbol: IndexSymbol) -> String? {
        if symbol.usr.hasPrefix("c:@F@") {
            let name = String(symbol.usr.dropFirst("c:@F@".count))
            return clockFunctions.contains(name) ? symbol.name : nil
        }
        if symbol.isType { return clockTypes.contains(symbol.name) ? symbol.name : nil }
        guard symbol.kind.isMember, clockMemberNames.contains(symbol.name),
              let declaration = Demangled.declaration(ofUSR: symbol.usr),
              let owner = Demangled.owner(of: declaration)?.split(separator: ".").last.map(String.init) else { return nil }
        return clockMembers[owner]?.contains(symbol.name) == true ? owner + "." + symbol.name : nil
    }
}
