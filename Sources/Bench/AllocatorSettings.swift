#if canImport(Glibc)
import Glibc
#endif

/// Holds the C allocator to one policy while `bench` runs, so that a size's figure does not
/// depend on what ran before it, nor on where the heap happened to end.
///
/// glibc's malloc maps a block of 128 KiB or more fresh from the kernel and returns it when it
/// is freed, but each such free raises that threshold towards the freed block's size: later
/// large blocks then come from the heap instead, and whether their pages are already touched
/// depends on what was freed before. And when the free memory at the top of the heap passes
/// the trim threshold, free gives it back to the kernel, so the next operation touches those
/// pages anew, or not, depending on where its blocks fell. Held still, the map threshold stays
/// at glibc's starting value (every large block mapped and touched anew, whatever ran before
/// it) and the heap is never trimmed (a small block's pages are touched once, in the warm-up
/// rounds). Other C libraries keep their own policy.
enum AllocatorSettings {
    /// glibc's default threshold for mapping a block fresh from the kernel.
    static let largeBlockBytes: Int32 = 128 * 1024
    /// Free memory at the top of the heap that is kept rather than given back: 1 GiB, in
    /// practice all of it.
    static let keptHeapTopBytes: Int32 = 1 << 30

    /// Holds both thresholds for the rest of the process.
    ///
    /// - Returns: True when the C library took both settings; false where it has no such policy.
    @discardableResult
    static func holdPolicyStill() -> Bool {
        #if canImport(Glibc)
        // malloc.h's numbers for the two settings.
        let trimThreshold: Int32 = -1
        let mapThreshold: Int32 = -3
        guard let mallopt = glibcMallopt() else { return false }
        return mallopt(mapThreshold, largeBlockBytes) == 1 && mallopt(trimThreshold, keptHeapTopBytes) == 1
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
