import Foundation

/// Where `play` reads its statements: standard input, a line at a time, or a text given
/// whole in tests. A session on real time asks with a limit, so that it can follow the
/// clock while the user types.
final class LineInput {
    /// What one read found.
    enum Read: Equatable {
        /// A line, without its line ending (LF or CRLF).
        case line(String)
        /// Nothing came within the time asked.
        case nothingYet
        /// The input ended.
        case end
    }

    private let descriptor: Int32?
    private var pending: [UInt8]
    private var ended: Bool

    private init(descriptor: Int32?, pending: [UInt8], ended: Bool) {
        self.descriptor = descriptor
        self.pending = pending
        self.ended = ended
    }

    static var standardInput: LineInput { LineInput(descriptor: STDIN_FILENO, pending: [], ended: false) }

    /// The lines of `text`, then the end: for tests.
    static func text(_ text: String) -> LineInput { LineInput(descriptor: nil, pending: Array(text.utf8), ended: true) }

    /// The next line; with a `limit`, ``Read/nothingYet`` when no whole line came within it.
    func next(waitingAtMost limit: Duration? = nil) -> Read {
        while true {
            if let end = pending.firstIndex(of: 0x0A) {
                let line = pending[..<end].last == 0x0D ? pending[..<(end - 1)] : pending[..<end]
                defer { pending.removeSubrange(...end) }
                return .line(String(decoding: line, as: UTF8.self))
            }
            if ended || descriptor == nil {
                guard !pending.isEmpty else { return .end }
                defer { pending.removeAll() }
                return .line(String(decoding: pending, as: UTF8.self))
            }
            if let limit, !isReadable(within: limit) { return .nothingYet }
            readMore()
        }
    }

    private func isReadable(within limit: Duration) -> Bool {
        var request = pollfd(fd: descriptor!, events: Int16(POLLIN), revents: 0)
        let ready = poll(&request, 1, Int32(clamping: limit.wholeMilliseconds))
        // An interrupted wait found nothing; an error is left for the read to meet.
        return ready > 0 || (ready < 0 && errno != EINTR)
    }

    private func readMore() {
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = read(descriptor!, &chunk, chunk.count)
        if count > 0 {
            pending += chunk[..<count]
        } else if count == 0 || errno != EINTR {
            ended = true
        }
    }
}
