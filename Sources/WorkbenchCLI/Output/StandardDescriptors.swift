import Foundation

/// Keeping standard input, output and error taken when the program starts without them
/// (`workbench compare >&-`).
enum StandardDescriptors {
    /// Opens `/dev/null`, for reading only, on each of descriptors 0, 1 and 2 that is closed.
    ///
    /// A closed descriptor is the lowest free one, so the next file or pipe the program opens
    /// would get it, and the results meant for standard output would go into a report file or
    /// a worker's pipe. Held by `/dev/null` opened for reading, it stays out of their way, and
    /// a write to it still fails (`EBADF`), which ``TextOutput`` reports as it should.
    static func reserve() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            // The ones below are open, so the lowest free descriptor is this one.
            _ = open("/dev/null", O_RDONLY)
        }
    }
}
