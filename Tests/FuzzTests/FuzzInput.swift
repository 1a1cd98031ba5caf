import Domain
import Foundation

/// One fuzz input: a committed file of its format with one to three mutations, all chosen by
/// its seed, so the seed alone makes it again.
struct FuzzInput {
    let format: FuzzFormat
    let seed: UInt64
    /// The file it began as.
    let origin: CorpusFile
    /// What each mutation did, in order.
    let mutations: [String]
    let bytes: [UInt8]

    /// The input `seed` makes from the files of `format`.
    init(_ format: FuzzFormat, seed: UInt64) {
        self.format = format
        self.seed = seed
        var random = SplitMix64(seed: seed)
        origin = FuzzCorpus.file(for: format, &random)
        var bytes = origin.bytes
        let mutator = Mutator(isJSON: format.isJSON)
        let count = random.element(of: [1, 1, 1, 2, 2, 3])
        mutations = (0..<count).map { _ in mutator.apply(random.element(of: Mutation.allCases), to: &bytes, &random) }
        self.bytes = bytes
    }

    /// How to make the input again, and what it is, for a failure message.
    var reproduction: String {
        "\(format.rawValue) input of seed \(seed) (WORKBENCH_FUZZ_SEED=\(seed) WORKBENCH_FUZZ_INPUTS=1), "
            + "from \(origin.shortName), \(bytes.count) bytes; \(mutations.joined(separator: "; "))"
    }

    /// Writes the bytes to a temporary file, to open or to run with the workbench.
    ///
    /// - Returns: The file's path, or nil when it could not be written.
    func writeToTemporaryFile() -> String? {
        let suffix = format == .scenario ? "scenario" : "json"
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("workbench-fuzz-\(format.rawValue)-\(seed).\(suffix)")
        return FileManager.default.createFile(atPath: path, contents: Data(bytes)) ? path : nil
    }
}
