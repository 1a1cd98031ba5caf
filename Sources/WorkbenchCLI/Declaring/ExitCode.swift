import Foundation

/// The exit statuses of SPEC §8, throwable so a command can end early with one.
struct ExitCode: Error, Equatable, Comparable, Sendable {
    let status: Int32

    /// Every architecture agrees and every expectation holds.
    static let success = ExitCode(status: 0)
    /// A divergence, a failed expectation, a leak, a crash or a broken rule.
    static let failure = ExitCode(status: 1)
    /// The command line does not fit: found before any work starts.
    static let usage = ExitCode(status: 2)
    /// A scenario or fixture cannot be read; the run is incomplete, so this outranks a failure.
    static let unreadableInput = ExitCode(status: 3)
    /// The results or the diagnostics could not be written: a full disk, a closed descriptor.
    /// What was lost outranks whatever the command found.
    static let unwritableOutput = ExitCode(status: 4)
    /// The reader of a pipe went away (`workbench list | head -1`): the status a shell gives a
    /// program SIGPIPE ended, as the program then ends (main.swift) — quietly, like any Unix tool.
    static let closedPipe = ExitCode(status: 128 + SIGPIPE)

    /// Ordered by gravity, so `max` of two is the one to report: a closed pipe ends everything
    /// quietly; lost output outranks an unreadable input, which outranks a failure, which
    /// outranks success (a usage error ends a command before either).
    static func < (lhs: ExitCode, rhs: ExitCode) -> Bool {
        lhs.status < rhs.status
    }
}
