#if canImport(Glibc)
import Glibc
#endif

/// Holds the C allocator to one policy while `bench` runs, so that an operation's timed rounds
/// reuse memory its warm-up rounds already touched, whatever ran before it.
///
/// glibc's malloc maps a large block fresh from the kernel and unmaps it when it is freed; the
/// threshold starts at 128 KiB and rises with the blocks freed, so whether a block is mapped
/// depends on what ran before. A mapped block's pages are faulted in anew on every run, and
/// when the free memory at the top of the heap passes the trim threshold, free gives it back to
/// the kernel, to be faulted in again. A page fault costs about a microsecond on a virtual
/// machine, and how many a run takes is not fixed: with the map threshold held at 128 KiB,
/// showing 10,000 results faulted 430 pages a run in one stretch of a process and 783 or 961
/// in another, the same in every architecture, which moved Direct from 1.2 to 1.9 ms and
/// MVVMC's ratio from 2.7 to 2.2. Held still, every block comes from the heap and the heap is
/// never trimmed: after its warm-up rounds an operation's pages are all touched, and its timed
/// rounds take no page faults at all. Other C libraries keep their own policy.
enum AllocatorSettings {
    /// Blocks this large or larger are mapped from the kernel: 1 GiB, past any block the suite
    /// or the sweep to 200,000 results makes, so in practice every block comes from the heap.
    static let largeBlockBytes: Int32 = 1 << 30
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

    /// Merges the small blocks freed so far with their neighbours, before a timed run, so that
    /// no run pays for what the runs before it freed.
    ///
    /// glibc keeps small freed blocks on quick lists and merges them only later, when a large
    /// block is freed or asked for: a run of one architecture paid for merging the thousands of
    /// objects the run before it, of another architecture, had freed (showing 1,000 results took
    /// Binder 0.17 or 0.21 ms a run, for whole runs of `bench`, depending on that). glibc's
    /// `mallopt` merges them before it changes any setting, so setting the trim threshold to the
    /// value it already holds merges them and changes nothing else.
    ///
    /// - Returns: True when the C library took the setting; false where it has no such policy.
    @discardableResult
    static func mergeFreedBlocks() -> Bool {
        #if canImport(Glibc)
        let trimThreshold: Int32 = -1
        return glibcMallopt()?(trimThreshold, keptHeapTopBytes) == 1
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
