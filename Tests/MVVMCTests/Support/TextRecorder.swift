import Bind
import VirtualTime

/// A label as a BIND user's test would bind one: every text it is given is noted with the
/// virtual instant it came, so a test can assert the whole history of a view model's output.
///
///     let status = TextRecorder(queue: queue)
///     status.record(dataController.searchViewModel.bind(\.status))
///     // status.entries == ["0ms Type to search", "330ms Searching for “hey”…", ...]
@MainActor
final class TextRecorder: KeyPathBindable {
    var text: String? {
        didSet { entries.append("\(queue.now.wholeMilliseconds)ms \(text ?? "nil")") }
    }
    /// Every text given, oldest first: `"530ms Searching for “hey”…"`.
    private(set) var entries: [String] = []

    private let queue: VirtualMainQueue
    private var binding: Binding?

    init(queue: VirtualMainQueue) {
        self.queue = queue
    }

    /// Binds this recorder to `end`, as a view binds a label: the current value now, then every change.
    func record(_ end: BindingEnd<String>) {
        binding = end ~> bind(\.text)
    }

    /// Binds this recorder to an optional value; nil is noted as `nil`.
    func record(_ end: BindingEnd<String?>) {
        binding = end ~> bind(\.text)
    }
}
