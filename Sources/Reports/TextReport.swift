import Bench
import Diagnostics
import Domain
import Harness
import Metrics
import ScenarioLanguage

/// Renders a ``CompareReport`` for a terminal: the scenario × architecture matrix, then each
/// scenario's findings in step order with their locations, the work table, and the summary.
public struct TextReport {
    /// Whether to colour the marks (only on a terminal, never with NO_COLOR).
    public let useColor: Bool
    /// How many columns a line may take: a wider matrix narrows its paths and splits its
    /// architectures into groups, and longer lines go on over more, indented.
    public let width: Int

    /// - Parameters:
    ///   - useColor: Whether to colour the marks.
    ///   - width: How many columns a line may take; no limit by default.
    public init(useColor: Bool, width: Int = .max) {
        self.useColor = useColor
        self.width = width
    }

    /// Everything `compare` prints.
    ///
    /// - Parameter includingErrors: False to leave out the scenario errors, for a command line
    ///   that prints them apart with ``renderErrors(_:)`` (on standard error); the matrix still
    ///   marks their scenarios `!`.
    public func render(_ report: CompareReport, includingErrors: Bool = true) -> String {
        var lines: [String] = []
        lines.append(contentsOf: matrix(report))
        for outcome in report.outcomes where includingErrors || outcome.scenarioError == nil {
            lines.append(contentsOf: details(outcome))
        }
        lines.append("")
        lines.append(contentsOf: WorkTable.text(report, width: width))
        lines.append("")
        lines.append(Self.summaryLine(report))
        return lines.joined(separator: "\n") + "\n"
    }

    /// Only the scenario errors, as compilers print them: each unreadable scenario or fixture.
    /// Empty when there are none.
    public func renderErrors(_ report: CompareReport) -> String {
        report.outcomes.compactMap(\.scenarioError).map { $0.description + "\n" }.joined()
    }

    /// The last line of `compare`, and the report pages' summary:
    /// `34 scenarios × 1 architecture: 34 pass, 0 fail, 0 diverge, 0 unreadable`.
    public static func summaryLine(_ report: CompareReport) -> String {
        let scenarios = report.outcomes.count, count = report.architectures.count
        return "\(scenarios) scenario\(scenarios == 1 ? "" : "s") × \(count) architecture\(count == 1 ? "" : "s"): "
            + "\(report.passedCount) pass, \(report.failedCount) fail, \(report.divergedCount) diverge, \(report.unreadableCount) unreadable"
    }

    // MARK: - Matrix

    /// The scenario × architecture matrix; too wide for ``width``, its paths go on after a `/`
    /// and its architectures come in groups, each under the scenarios' paths.
    private func matrix(_ report: CompareReport) -> [String] {
        let ids = report.architectures.map(\.id)
        let names = max(8, report.outcomes.map { $0.file.count }.max() ?? 0)
        let columns = ids.map { max(4, $0.count) }
        let groups = ColumnGroup.fitting(names: names, columns: columns, gap: 1, width: width)
        var lines = groups.enumerated().flatMap { number, group in
            (number == 0 ? [] : [""]) + matrix(report, columns: group.columns.map { (ids[$0], columns[$0]) }, names: group.names)
        }
        lines.append("")
        lines.append("✓ pass   ✗ fail or crash   ≠ diverged   ! scenario error")
        return lines
    }

    private func matrix(_ report: CompareReport, columns: [(id: String, width: Int)], names: Int) -> [String] {
        var lines = ["scenario".padded(to: names) + "  " + columns.map { $0.id.padded(to: $0.width) }.joined(separator: " ")]
        for outcome in report.outcomes {
            let marks = columns.map { id, column in
                mark(outcome.verdicts[id] ?? .error) + String(repeating: " ", count: column - 1)
            }
            let path = TextWrapping.wrap(path: outcome.file, width: names, hangingIndent: 1)
            lines.append(path[0].padded(to: names) + "  " + marks.joined(separator: " "))
            lines += path.dropFirst()
        }
        return lines
    }

    private func mark(_ verdict: ScenarioOutcome.Verdict) -> String {
        let colour = switch verdict {
        case .pass: 32
        case .fail, .crash: 31
        case .diverged: 33
        case .error: 35
        }
        return paint(verdict.symbol, colour)
    }

    // MARK: - Details

    /// The findings of one outcome as text: its scenario error, or its failures (each once,
    /// with the architectures that had it) and its divergence, in step order.
    public func details(of outcome: ScenarioOutcome) -> String {
        details(outcome).joined(separator: "\n")
    }

    private func details(_ outcome: ScenarioOutcome) -> [String] {
        if let error = outcome.scenarioError { return errorLines(error) }
        var findings: [(stepIndex: Int, lines: [String])] = []
        if let divergence = outcome.divergence {
            findings.append((divergence.stepIndex, divergenceLines(divergence, file: outcome.file)))
        }
        findings += SharedFailure.grouping(outcome.runs).map { ($0.stepIndex, failureLines($0, file: outcome.file)) }
        // In step order; at one step the divergence first, as it was added first.
        return findings.enumerated()
            .sorted { ($0.element.stepIndex, $0.offset) < ($1.element.stepIndex, $1.offset) }
            .flatMap(\.element.lines)
    }

    /// A scenario error in place among the results.
    func errorLines(_ error: SourceDiagnostic) -> [String] {
        ["", paint("ERROR", 35) + " " + error.description]
    }

    private func failureLines(_ shared: SharedFailure, file: String) -> [String] {
        let failure = shared.failure
        return [""]
            + headline("FAIL", 31, "\(file):\(failure.location.line):\(failure.location.column)  \(shared.architecturesLabel) \(failure.kind.rawValue)")
            + TextWrapping.wrap(lines: ["  \(shared.statement)", "  \(PlainWording.failure(failure.problem))"], width: width)
    }

    private func divergenceLines(_ divergence: Divergence, file: String) -> [String] {
        let sides = divergence.sides.map { $0.architectureIDs.joined(separator: ", ") }.joined(separator: "  ≠  ")
        return [""]
            + headline("DIVERGE", 33, "\(file):\(divergence.location.line):\(divergence.location.column)  step \(divergence.stepIndex): \(divergence.statement)")
            + TextWrapping.wrap(lines: ["  \(sides)"] + Self.diffLines(divergence), width: width)
    }

    /// A finding's first line, `label` painted in `code` and the line wrapped to ``width``
    /// (before the colour, which takes no columns), going on two spaces in.
    private func headline(_ label: String, _ code: Int, _ rest: String) -> [String] {
        let lines = TextWrapping.wrap(line: label + " " + rest, width: width, hangingIndent: 2)
        return [paint(label, code) + lines[0].dropFirst(label.count)] + lines.dropFirst()
    }

    /// The divergence's diffs, indented under it.
    static func diffLines(_ divergence: Divergence) -> [String] {
        divergence.diffs.flatMap { diff in
            diff.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        }
    }

    /// `text` in the ANSI colour `code` when colour is on.
    func paint(_ text: String, _ code: Int) -> String {
        useColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

extension String {
    /// The string with spaces after it up to `width` characters; a longer one is left as it is.
    public func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
