/// What became of the teaching report's files in a run of `compare` or `bench --report`: the
/// one fact the text line, the JSON document and the exit status are all made from, so that
/// they cannot disagree.
public enum ReportFilesOutcome: Sendable, Equatable {
    /// Every file was written into `folder`, as one set.
    case written(folder: String, files: [String])
    /// None was: `folder` keeps the set it had. `reason` says what went wrong.
    case notWritten(folder: String, reason: String)
    /// `--check`: what is in `folder` is what this code writes.
    case current(folder: String)
    /// `--check`: files in `folder` are missing or stale, one message each.
    case stale(folder: String, problems: [String])
    /// A run filtered by `--arch` or `--scenarios`, without `--out`: no report was asked for.
    case notAsked

    /// Whether the command fails for it: a report that was not written, or is stale.
    public var fails: Bool {
        switch self {
        case .written, .current, .notAsked: false
        case .notWritten, .stale: true
        }
    }

    /// The line the text output ends with, above its summary.
    public var line: String {
        switch self {
        case let .written(folder, files): "Report: " + files.map { "\(folder)/\($0)" }.joined(separator: ", ")
        case let .notWritten(_, reason): "Report: not written (\(reason))."
        case let .current(folder): "Report: \(folder)/ is current."
        case let .stale(folder, _): "Report: \(folder)/ is stale."
        case .notAsked: "Report: not written (a run filtered by --arch or --scenarios writes one only with --out DIR)."
        }
    }
}

extension ReportFilesOutcome: Encodable {
    private enum Key: String, CodingKey {
        case outcome, folder, written, reason, stale
    }

    /// `{"outcome": "written", "folder": "Reports", "written": ["Reports/comparison.md", …]}`:
    /// `outcome` is the case's name, `written` the files written (none but for `written`),
    /// `reason` why none was, `stale` what `--check` found.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        var written: [String] = []
        switch self {
        case let .written(folder, files): written = files.map { "\(folder)/\($0)" }
        case let .notWritten(_, reason): try container.encode(reason, forKey: .reason)
        case let .stale(_, problems): try container.encode(problems, forKey: .stale)
        case .current, .notAsked: break
        }
        try container.encode(name, forKey: .outcome)
        try container.encodeIfPresent(folder, forKey: .folder)
        try container.encode(written, forKey: .written)
    }

    private var name: String {
        switch self {
        case .written: "written"
        case .notWritten: "notWritten"
        case .current: "current"
        case .stale: "stale"
        case .notAsked: "notAsked"
        }
    }

    private var folder: String? {
        switch self {
        case let .written(folder, _), let .notWritten(folder, _), let .current(folder), let .stale(folder, _): folder
        case .notAsked: nil
        }
    }
}
