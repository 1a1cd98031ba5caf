import Testing
@testable import WorkbenchCLI

/// `COLUMNS` first, then the terminal, then 80; never under 40.
struct TerminalWidthTests {
    @Test(arguments: [
        (["COLUMNS": "100"], 120, 100),
        (["COLUMNS": " 72 "], nil, 72),
        ([:], 120, 120),
        ([:], nil, 80),
        (["COLUMNS": "wide"], 132, 132),
        (["COLUMNS": "0"], nil, 80),
        (["COLUMNS": "-5"], 90, 90),
        (["COLUMNS": "20"], nil, 40),
        ([:], 39, 40),
        ([:], 40, 40),
    ] as [([String: String], Int?, Int)])
    func theWidthComesFromColumnsThenTheTerminal(environment: [String: String], terminal: Int?, width: Int) {
        #expect(TerminalWidth.resolve(environment: environment, terminalColumns: { terminal }) == width)
    }

    /// The program as a user runs it: `COLUMNS` reaches the help.
    @Test func theProgramWrapsItsHelpToColumns() throws {
        let run = try BuiltToolRun(["compare", "--help"], environment: ["COLUMNS": "50"])
        let lines = run.output.split(separator: "\n")
        #expect(run.status == 0)
        #expect(lines.allSatisfy { $0.count <= 50 })
        #expect(lines.contains { $0.count > 44 })
    }
}
