import Diagnostics
import Domain

/// Fixtures cut down to a few elements of their arrays, the rest of their bytes as written, so
/// each excerpt keeps its file's layout and variety at a size a fuzzer can decode ten thousand
/// times in a debug build.
enum FixtureExcerpts {
    /// A catalog with one of its results, for each of them.
    static func catalog(_ file: CorpusFile) -> [CorpusFile] {
        guard let document = Document(file), let results = document.root["results"].flatMap(document.elementRanges) else { return [] }
        return results.indices.map { kept in
            CorpusFile(name: "\(file.name) result \(kept)", bytes: document.keeping([(results, [kept])]))
        }
    }

    /// A board with one of its flights, and with two consecutive ones, at every place, each
    /// with the airlines and airports its flights name and no others.
    static func board(_ file: CorpusFile) -> [CorpusFile] {
        guard let document = Document(file), let airlines = document.root["airlines"], let airports = document.root["airports"],
              let flights = document.root["flights"], let airlineRanges = document.elementRanges(of: airlines),
              let airportRanges = document.elementRanges(of: airports), let flightRanges = document.elementRanges(of: flights)
        else { return [] }
        let singles = flights.elements.indices.map { [$0] }
        let pairs = flights.elements.indices.dropLast().map { [$0, $0 + 1] }
        return (singles + pairs).map { kept in
            let named = kept.map { flights.elements[$0] }
            let airlineCodes = Set(named.compactMap { $0["airline"]?.text })
            let airportCodes = Set(named.flatMap { [$0["departure"]?["airport"]?.text, $0["arrival"]?["airport"]?.text] }.compactMap { $0 })
            return CorpusFile(name: "\(file.name) flights \(kept.map(String.init).joined(separator: ", "))", bytes: document.keeping([
                (airlineRanges, airlines.elements.indices.filter { airlines.elements[$0]["code"]?.text.map(airlineCodes.contains) == true }),
                (airportRanges, airports.elements.indices.filter { airports.elements[$0]["code"]?.text.map(airportCodes.contains) == true }),
                (flightRanges, kept),
            ]))
        }
    }
}

/// A JSON file parsed, with its bytes, so that parts of it can be kept as written.
private struct Document {
    let bytes: [UInt8]
    let text: String
    let root: JSON
    /// Where each line begins: the offset of its first byte.
    private let lineStarts: [Int]

    init?(_ file: CorpusFile) {
        let bytes = file.bytes
        text = String(decoding: bytes, as: UTF8.self)
        guard let root = try? JSONParser.parse(text) else { return nil }
        self.bytes = bytes
        self.root = root
        lineStarts = [0] + bytes.indices.filter { bytes[$0] == Byte.lineFeed }.map { $0 + 1 }
    }

    /// Where each element of an array stands, from its first byte to just past its last; nil
    /// when `array` is no array or an element cannot be found.
    func elementRanges(of array: JSON) -> [Range<Int>]? {
        let ranges = array.elements.compactMap(range(of:))
        return ranges.count == array.elements.count ? ranges : nil
    }

    /// The file with only the `kept` elements of each array, by position, in their order,
    /// separated as its first two elements were.
    func keeping(_ arrays: [(elements: [Range<Int>], kept: [Int])]) -> [UInt8] {
        var result = bytes
        // From the last array to the first, so that the earlier ones' offsets still hold.
        for (ranges, kept) in arrays.sorted(by: { ($0.elements.first?.lowerBound ?? 0) > ($1.elements.first?.lowerBound ?? 0) }) {
            guard let first = ranges.first, let last = ranges.last else { continue }
            let separator = ranges.count > 1 ? Array(bytes[first.upperBound..<ranges[1].lowerBound]) : Array(", ".utf8)
            let joined = Array(kept.map { Array(bytes[ranges[$0]]) }.joined(separator: separator))
            result.replaceSubrange(first.lowerBound..<last.upperBound, with: joined)
        }
        return result
    }

    private func range(of value: JSON) -> Range<Int>? {
        guard lineStarts.indices.contains(value.location.line - 1) else { return nil }
        let lineStart = text.utf8.index(text.startIndex, offsetBy: lineStarts[value.location.line - 1])
        guard let place = text.index(lineStart, offsetBy: value.location.column - 1, limitedBy: text.endIndex) else { return nil }
        let start = text.utf8.distance(from: text.startIndex, to: place)
        return JSONShape.valueEnd(in: bytes, from: start).map { start..<$0 }
    }
}

extension JSON {
    /// The text of a string, or nil.
    fileprivate var text: String? {
        if case let .string(text) = value { text } else { nil }
    }

    /// The elements of an array; none for any other value.
    fileprivate var elements: [JSON] {
        if case let .array(elements) = value { elements } else { [] }
    }
}
