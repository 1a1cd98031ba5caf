/// Why the index could not be read: the data of each case, worded in one place (``description``).
public enum IndexStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No `libIndexStore` at any of the paths searched, in the order they were tried.
    case libraryNotFound(searched: [String])
    /// `dlopen` refused the library.
    case libraryUnloadable(path: String, reason: String)
    /// The library lacks a function this module calls (a toolchain too old or too new).
    case symbolMissing(name: String, library: String)
    /// The folder is not an index store the library can open.
    case storeUnreadable(path: String, reason: String)
    /// A unit listed by the store could not be read.
    case unitUnreadable(name: String, reason: String)
    /// A record named by a unit could not be read.
    case recordUnreadable(name: String, reason: String)

    public var description: String {
        switch self {
        case let .libraryNotFound(searched):
            "libIndexStore not found; looked at " + (searched.isEmpty ? "nothing" : searched.joined(separator: ", "))
                + " (set WORKBENCH_LIBINDEXSTORE to its path)"
        case let .libraryUnloadable(path, reason):
            "libIndexStore at \(path) could not be opened: \(reason)"
        case let .symbolMissing(name, library):
            "libIndexStore at \(library) has no function \(name)"
        case let .storeUnreadable(path, reason):
            "no index store readable at \(path): \(reason)"
        case let .unitUnreadable(name, reason):
            "index unit \(name) could not be read: \(reason)"
        case let .recordUnreadable(name, reason):
            "index record \(name) could not be read: \(reason)"
        }
    }
}
