import Diagnostics
import Foundation

/// Reads typed fields out of a ``JSON`` object and turns every mismatch into a message with
/// the location of the value at fault. Shared by the song and flight decoders.
struct JSONFieldReader {
    /// A decoding fault, located in the file.
    struct Fault: Error {
        let location: SourceLocation
        let message: String
    }

    let object: JSON
    /// What the object is, for messages: `result 3`, `flight BA287`.
    let context: String

    init(_ json: JSON, context: String) throws(Fault) {
        guard case .object = json.value else {
            throw Fault(location: json.location, message: "expected \(context) to be an object, found \(json.kindName)")
        }
        self.object = json
        self.context = context
    }

    func string(_ key: String) throws(Fault) -> String {
        guard let value = try optionalString(key) else { throw missing(key, "a string") }
        return value
    }

    func optionalString(_ key: String) throws(Fault) -> String? {
        guard let json = present(key) else { return nil }
        guard case let .string(text) = json.value else { throw mismatch(key, json, "a string") }
        return text
    }

    func int(_ key: String) throws(Fault) -> Int {
        guard let value = try optionalInt(key) else { throw missing(key, "a whole number") }
        return value
    }

    /// A whole number in any notation (`3`, `3.0`, `3e0`) that fits an `Int`; a fraction or a
    /// number too large is an error that quotes the number as written.
    func optionalInt(_ key: String) throws(Fault) -> Int? {
        guard let json = present(key) else { return nil }
        guard case let .number(text) = json.value else { throw mismatch(key, json, "a whole number") }
        let number = ExactNumber(text)
        guard number.isWhole else { throw mismatch(key, json, "a whole number", found: text) }
        guard let value = number.integer else {
            throw mismatch(key, json, "a whole number from \(Counting.grouped(Int.min)) to \(Counting.grouped(Int.max))", found: text)
        }
        return value
    }

    /// A number kept exact, so `1.29` stays 1.29; integers are fine too (`250`). A number
    /// outside `range`, or with more digits after the point than a `Decimal` can hold beside
    /// the range's largest whole part, is an error that quotes the number as written.
    func optionalDecimal(_ key: String, within range: ClosedRange<Int>) throws(Fault) -> Decimal? {
        guard let json = present(key) else { return nil }
        guard case let .number(text) = json.value else { throw mismatch(key, json, "a number") }
        let number = ExactNumber(text)
        guard (ExactNumber(range.lowerBound)...ExactNumber(range.upperBound)).contains(number) else {
            let bounds = "from \(Counting.grouped(range.lowerBound)) to \(Counting.grouped(range.upperBound))"
            throw mismatch(key, json, "a number \(bounds)", found: text)
        }
        // A Decimal holds 38 significant digits; the whole part may need all the range's.
        let places = 38 - String(max(range.lowerBound.magnitude, range.upperBound.magnitude)).count
        guard number.digitsAfterThePoint <= places, let value = number.decimal else {
            throw Fault(
                location: json.location,
                message: "expected \"\(key)\" of \(context) to have at most \(places) digits after the decimal point, found \(text)"
            )
        }
        return value
    }

    func array(_ key: String) throws(Fault) -> [JSON] {
        guard let json = present(key) else { throw missing(key, "an array") }
        guard case let .array(elements) = json.value else { throw mismatch(key, json, "an array") }
        return elements
    }

    func location(of key: String) -> SourceLocation {
        object[key]?.location ?? object.location
    }

    /// The member, unless it is absent or null: both mean "not given" for an optional field.
    private func present(_ key: String) -> JSON? {
        guard let json = object[key] else { return nil }
        if case .null = json.value { return nil }
        return json
    }

    private func missing(_ key: String, _ expected: String) -> Fault {
        Fault(location: object.location, message: "\(context) has no \"\(key)\"; expected \(expected)")
    }

    /// `found` says what was found when the kind alone would not: `found 1e300`, not
    /// `found a number` when a number was expected.
    private func mismatch(_ key: String, _ json: JSON, _ expected: String, found: String? = nil) -> Fault {
        Fault(location: json.location, message: "expected \"\(key)\" of \(context) to be \(expected), found \(found ?? json.kindName)")
    }
}
