import Bench
import Foundation
import Harness

/// `workbench bench-share`: times one share of `bench`'s rounds in a process of its own
/// (``BenchShare``). Not listed among the commands: `bench` starts it, one process after
/// another, and pools what each answers.
enum BenchShareCommand: Command {
    static let name = "bench-share"
    static let summary = "Internal: times one share of bench's rounds"
    static let discussion = """
        Internal: bench starts one such process per share of its rounds (--processes N), one
        after another. It reads the share from its standard input, one JSON document (the
        operations, which have passed their checks, and the rounds earlier shares ran), times
        it, and writes the rounds it ran to its standard output as one JSON document.
        """
    static let options: [OptionSpec] = []
    static let exitStatus = [
        ExitStatusSpec(.success, "The share was timed and its rounds written."),
        ExitStatusSpec(.failure, "A share it cannot read."),
    ]

    @MainActor
    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitCode {
        ParentLifeline.hold(environment: ProcessInfo.processInfo.environment)
        let share = try JSONDecoder().decode(BenchShare.self, from: FileHandle.standardInput.readDataToEndOfFile())
        let benchmark = Benchmark(architectures: try context.select(share.architectureIDs), configuration: share.configuration) {
            context.progress.show($0)
        }
        let answer = benchmark.time(share, fixtures: FixtureStore())
        context.progress.clear()
        context.output.write(String(decoding: try JSONEncoder().encode(answer), as: UTF8.self))
        return .success
    }
}
