import HeadlessUI
import VirtualTime

/// The texts an element showed over virtual time, each with the instant it first showed:
/// `["0ms Type to search", "530ms Searching for “hey”…"]`.
@MainActor
public final class TextHistory {
    private let id: String
    private let driver: Driver
    private let queue: VirtualMainQueue
    public private(set) var entries: [String] = []
    private var lastText: String?

    public init(of id: String, in driver: Driver, queue: VirtualMainQueue) {
        self.id = id
        self.driver = driver
        self.queue = queue
        record()
    }

    /// Notes the element's text now, if it changed.
    public func record() {
        let text = (try? driver.text(of: id)) ?? "<absent>"
        guard text != lastText else { return }
        lastText = text
        entries.append("\(queue.now.wholeMilliseconds)ms \(text)")
    }

    /// Moves time forward a millisecond at a time, noting every change.
    public func advance(by duration: Duration) {
        for _ in 0..<duration.wholeMilliseconds {
            queue.advance(by: .milliseconds(1))
            record()
        }
    }
}
