import SourceFacts

/// A function of a support library that a concern's code calls, with its size as Lizard counts it.
public struct SupportFunction: Sendable, Codable, Hashable {
    /// The support module: `Reactive`, `Bind`.
    public let module: String
    /// The file that declares it, relative to the package root.
    public let file: String
    /// The line of its `func`.
    public let line: Int
    /// Its name: `debounce`, `bind`, `~>`.
    public let name: String
    /// Its lines of code, as Lizard counts a function's (or as the workbench counts an operator
    /// function, which Lizard does not parse).
    public let nloc: Int
    /// How many functions of the support libraries the call fits by its name and labels (`bind(to:)`
    /// takes a relay or an observer): this one is the smallest of them, so the lines are the
    /// least the call can lean on. 1 when the call fits no other.
    public var overloads = 1
}

/// The support-library functions some code calls (SPEC §6: a concern's size shown with the
/// support code it leans on), read from the tokens: a member called (`.debounce(`, `.map {`), a
/// free function called (`combineLatest(`), or an operator used (`~>`, `<~`), that a support
/// module declares `public` or `open`. A call's argument labels choose among the functions of
/// that name (`subscribe(onNext:)` is not `subscribe(_:)`). Overloads the name and labels cannot
/// tell apart, by the type of their argument (`bind(to:)` a relay or an observer) or of the value
/// they are called on (an `Observable`'s `map` or an `Event`'s), only the compiler can: the call
/// counts the smallest of them, the least it can lean on, and says how many it fits.
struct SupportCalls {
    private struct Callable {
        let labels: [String]
        /// Declared in a type or an extension: called after a `.`.
        let isMember: Bool
        let function: SupportFunction
    }

    /// The callable functions, by name.
    private var callables: [String: [Callable]] = [:]

    /// The public functions and operators of `modules`, each file counted by `counting`.
    init(modules: [String], tree: SourceTree) {
        for module in modules where tree.exists("Sources/" + module) {
            for file in tree.files(module: module, folder: "Sources/" + module) {
                let counts = tree.lizardCounts(of: file)
                let counted = counts.functions + counts.operators
                for declaration in file.facts.declarations
                where declaration.kind == .function && ["public", "open"].contains(declaration.access)
                    && !["init", "deinit", "subscript"].contains(declaration.name) {
                    guard let function = counted.first(where: { $0.line == declaration.line && ($0.name == declaration.name || $0.name == "`\(declaration.name)`") })
                    else { continue }
                    callables[declaration.name, default: []].append(Callable(
                        labels: declaration.labels, isMember: declaration.parent != nil,
                        function: SupportFunction(module: module, file: file.path, line: function.line, name: declaration.name, nloc: function.nloc)))
                }
            }
        }
    }

    /// Whether there is any function to call.
    var isEmpty: Bool { callables.isEmpty }

    /// The support functions the tokens on `lines` of `file` call, each once (for each call, the
    /// smallest function it fits), in the order of their module, file and line.
    func called(in file: SourceFile, lines: ClosedRange<Int>) -> [SupportFunction] {
        let tokens = file.facts.tokens
        var found: Set<SupportFunction> = []
        for index in tokens.indices where lines.contains(tokens[index].line) {
            let token = tokens[index]
            guard let candidates = callables[token.text] else { continue }
            var fitting: [Callable]
            switch token.kind {
            case .punctuation:
                // An operator is used wherever it stands, between its operands.
                fitting = candidates
            case .identifier:
                guard let labels = CallSite.labels(tokens, index) else { continue }
                let isMemberCall = index > 0 && tokens[index - 1].text == "."
                fitting = candidates.filter { $0.isMember == isMemberCall && Self.fits(labels, $0.labels) }
            default:
                continue
            }
            let order: (Callable, Callable) -> Bool = {
                ($0.function.nloc, $0.function.module, $0.function.file, $0.function.line) < ($1.function.nloc, $1.function.module, $1.function.file, $1.function.line)
            }
            guard var least = fitting.min(by: order)?.function else { continue }
            least.overloads = fitting.count
            found.insert(least)
        }
        return found.sorted { ($0.module, $0.file, $0.line, $0.overloads) < ($1.module, $1.file, $1.line, $1.overloads) }
    }

    /// Whether a call with `labels` fits a function declared with `declared`: the call's labels
    /// in the order declared, those it leaves out being defaulted or trailing closures.
    private static func fits(_ labels: [String], _ declared: [String]) -> Bool {
        var remaining = declared[...]
        for label in labels {
            guard let found = remaining.firstIndex(of: label) else { return false }
            remaining = remaining[(found + 1)...]
        }
        return true
    }
}
