import Foundation
import Testing
import WorkbenchTestKit

/// The README quotes the report's summary table; this keeps the quote true.
struct ReadmeSummaryTests {
    @Test func theReadmeQuotesTheCommittedReportsSummaryTable() throws {
        let report = try String(contentsOfFile: packageRoot + "/Reports/comparison.md", encoding: .utf8)
        let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        let reported = try #require(Self.summaryTable(in: report), "Reports/comparison.md has no summary table")
        let quoted = try #require(Self.summaryTable(in: readme), "README.md has no summary table")
        let differences = Self.differingRows(quoted: quoted, reported: reported)
        #expect(differences.isEmpty, """
            README.md's summary table differs from Reports/comparison.md's (copy the report's table \
            into the README):
            \(differences.joined(separator: "\n"))
            """)
    }

    @Test func aDifferenceShowsOnlyTheRowsThatDifferEachMarkedWithItsFile() {
        let quoted = ["| Architecture | Scenarios passed |", "| --- | --- |", "| MVC | 63 of 63 |", "| Direct (baseline) | 63 of 63 |"]
        let reported = ["| Architecture | Scenarios passed |", "| --- | --- |", "| MVC | 64 of 64 |", "| Copy | 64 of 64 |",
                        "| Direct (baseline) | 63 of 63 |"]

        #expect(Self.differingRows(quoted: quoted, reported: reported) == [
            "README.md:             | MVC | 63 of 63 |",
            "Reports/comparison.md: | MVC | 64 of 64 |",
            "Reports/comparison.md: | Copy | 64 of 64 |",
        ])
        #expect(Self.differingRows(quoted: quoted, reported: quoted).isEmpty)
    }

    @Test func theTableRunsFromItsHeaderToTheFirstLineThatIsNotARow() {
        let text = "# Title\n\nProse.\n\n| Architecture | Scenarios passed |\n| --- | --- |\n| MVC | 1 of 1 |\nMore prose.\n"

        #expect(Self.summaryTable(in: text) == ["| Architecture | Scenarios passed |", "| --- | --- |", "| MVC | 1 of 1 |"])
        #expect(Self.summaryTable(in: "No table here.\n") == nil)
    }

    /// The summary table's lines in `text`: its header and every row under it.
    static func summaryTable(in text: String) -> [String]? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let header = lines.firstIndex(where: { $0.hasPrefix("| Architecture | Scenarios passed |") }) else { return nil }
        return Array(lines[header...].prefix { $0.hasPrefix("|") })
    }

    /// The rows only one of the two tables has, in the order they stand, each after the name
    /// of the file that has it.
    static func differingRows(quoted: [String], reported: [String]) -> [String] {
        reported.difference(from: quoted).sorted { $0.offset < $1.offset || ($0.offset == $1.offset && $0.isRemoval) }.map { change in
            switch change {
            case let .remove(_, row, _): "README.md:             " + row
            case let .insert(_, row, _): "Reports/comparison.md: " + row
            }
        }
    }
}

private extension CollectionDifference.Change {
    var offset: Int {
        switch self {
        case let .insert(offset, _, _), let .remove(offset, _, _): offset
        }
    }

    var isRemoval: Bool {
        if case .remove = self { true } else { false }
    }
}
