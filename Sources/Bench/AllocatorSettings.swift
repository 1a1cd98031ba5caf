#if canImport(Glibc)
import Glibc
#endif

/// Holds the C allocator to one policy for large blocks while `bench` runs, so that a size's
/// figure does not depend on what ran before it.
///
/// glibc's malloc maps a block of 128 KiB or more fresh from the kernel and returns it when it
/// is freed, but each such free raises that threshold towards the freed block's size: later
/// large blocks then come from the heap instead, and whether their pages are already touched
/// depends on what was freed before: the figure of a size depended on the sizes and operations
/// timed before it. Pinning both thresholds at glibc's own starting values keeps one policy
/// for every run: every large block is mapped fresh and its pages touched anew, whatever ran
/// before it. Other C libraries keep their own policy.
enum AllocatorSettings {
    /// glibc's default threshold for mapping a block, and for returning the top of the heap.
    static let largeBlockBytes: Int32 = 128 * 1024

    /// Pins the thresholds for the rest of the process.
    ///
    /// - Returns: True when the C library took both settings; false where it has no such policy.
    @discardableResult
    static func pinLargeBlockPolicy() -> Bool {
        #if canImport(Glibc)
        // malloc.h's numbers for the two settings.
        let trimThreshold: Int32 = -1
        let mapThreshold: Int32 = -3
        guard let mallopt = glibcMallopt() else { return false }
        return mallopt(mapThreshold, largeBlockBytes) == 1 && mallopt(trimThreshold, largeBlockBytes) == 1
        #else
        return false
        #endif
    }

    #if canImport(Glibc)
    typealias Mallopt = @convention(c) (Int32, Int32) -> Int32

    /// glibc's `mallopt`, looked up by name: Swift's Glibc module leaves out malloc.h.
    static func glibcMallopt() -> Mallopt? {
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "mallopt") else { return nil }
        return unsafeBitCast(symbol, to: Mallopt.self)
    }
    #endif
}
