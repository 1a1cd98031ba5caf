import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP server on 127.0.0.1, for tests: it answers each request as the test's
/// `answer` says (a status, a body, how long to wait first), one connection at a time, and
/// keeps the paths it was asked for. No test that uses it reaches the internet.
public final class LoopbackServer: @unchecked Sendable {
    /// One answer.
    public struct Answer: Sendable {
        public let status: Int
        public let body: String
        /// How long the server waits before it answers: past a client's timeout, it never does.
        public let delay: Duration

        public init(status: Int = 200, body: String, delay: Duration = .zero) {
            self.status = status
            self.body = body
            self.delay = delay
        }
    }

    /// The port it listens on, chosen by the system.
    public let port: Int
    /// `http://127.0.0.1:PORT`.
    public var endpoint: String { "http://127.0.0.1:\(port)" }

    private let socket: Int32
    private let answer: @Sendable (_ path: String) -> Answer
    // Guards `paths` and `isStopped`: written by the server's thread, read by the test.
    private let lock = NSLock()
    private var paths: [String] = []
    private var isStopped = false

    /// Starts listening.
    ///
    /// - Parameter answer: The answer to a request for a path (with its query).
    public init(answer: @escaping @Sendable (_ path: String) -> Answer) throws {
        self.answer = answer
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(socket, pointer, length) == 0 && listen(socket, 16) == 0 && getsockname(socket, pointer, &length) == 0
            }
        }
        guard bound else {
            close(socket)
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        self.socket = socket
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread { [self] in serve() }
    }

    /// The paths asked for so far, in order.
    public var requestedPaths: [String] { lock.withLock { paths } }

    /// Stops listening; a request after it is refused.
    public func stop() {
        lock.withLock { isStopped = true }
        shutdown(socket, Int32(SHUT_RDWR))
        close(socket)
    }

    private func serve() {
        while true {
            let connection = accept(socket, nil, nil)
            guard connection >= 0, !lock.withLock({ isStopped }) else { return }
            let path = Self.requestPath(readingFrom: connection)
            lock.withLock { paths.append(path) }
            let answer = answer(path)
            // A slow answer waits on a thread of its own, so the next request is not held up.
            Thread.detachNewThread {
                Thread.sleep(forTimeInterval: Double(answer.delay.components.seconds) + Double(answer.delay.components.attoseconds) / 1e18)
                Self.write(answer, to: connection)
                close(connection)
            }
        }
    }

    /// The path of the request line (`GET /search?term=a HTTP/1.1`), read up to the blank line
    /// that ends the headers.
    private static func requestPath(readingFrom connection: Int32) -> String {
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !received.ends(with: Array("\r\n\r\n".utf8)) {
            let count = read(connection, &chunk, chunk.count)
            guard count > 0 else { break }
            received += chunk[..<count]
        }
        let requestLine = String(decoding: received, as: UTF8.self).split(separator: "\r\n").first ?? ""
        let parts = requestLine.split(separator: " ")
        return parts.count > 1 ? String(parts[1]) : ""
    }

    private static func write(_ answer: Answer, to connection: Int32) {
        let body = Array(answer.body.utf8)
        let head = "HTTP/1.1 \(answer.status) \(answer.status == 200 ? "OK" : "Error")\r\n"
            + "Content-Type: application/json\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        let bytes = Array(head.utf8) + body
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return }
            sent += count
        }
    }
}

private extension Array where Element == UInt8 {
    func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
