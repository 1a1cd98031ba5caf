import Foundation

/// The exact value of a JSON number, read from its text with no limit of size or precision,
/// so a decoder can tell whether it fits before converting it: `1e300` is a whole number too
/// large for an `Int`, `1.5` is no whole number at all, and `0.1` is exactly one tenth.
struct ExactNumber: Comparable {
    /// Whether the number is below zero (zero itself is not).
    let isNegative: Bool
    /// The significant digits, 0 to 9, without leading or trailing zeros; none for zero.
    let digits: [UInt8]
    /// The power of ten the last digit stands for: 1.29 is 129 × 10⁻², 1e300 is 1 × 10³⁰⁰.
    let exponent: Int

    /// Reads a number written as RFC 8259 writes them: `-12.5e3`, `0`, `1E-2`.
    init(_ text: some StringProtocol) {
        let bytes = Array(text.utf8)
        var index = 0
        let isNegative = bytes.first == UInt8(ascii: "-")
        if isNegative { index += 1 }
        var digits: [UInt8] = []
        var fractionDigits = 0
        var inFraction = false
        while index < bytes.count, bytes[index] != UInt8(ascii: "e"), bytes[index] != UInt8(ascii: "E") {
            if bytes[index] == UInt8(ascii: ".") {
                inFraction = true
            } else {
                digits.append(bytes[index] - UInt8(ascii: "0"))
                if inFraction { fractionDigits += 1 }
            }
            index += 1
        }
        var exponent = index < bytes.count ? Self.exponent(bytes[(index + 1)...]) : 0
        exponent -= fractionDigits
        let leadingZeros = digits.prefix { $0 == 0 }.count
        digits.removeFirst(leadingZeros)
        while digits.last == 0 {
            digits.removeLast()
            exponent += 1
        }
        self.isNegative = isNegative && !digits.isEmpty
        self.digits = digits
        self.exponent = digits.isEmpty ? 0 : exponent
    }

    /// The exact value of `value`.
    init(_ value: Int) {
        self.init(String(value))
    }

    /// Whether no digit stands after the decimal point: `3`, `1e2`, `1.0`.
    var isWhole: Bool { exponent >= 0 }

    /// How many digits stand after the decimal point once trailing zeros are dropped: 2 for
    /// `1.290`, 0 for `1e2`.
    var digitsAfterThePoint: Int { max(0, -exponent) }

    /// The value as an `Int`, when it is whole and fits.
    var integer: Int? {
        guard isWhole, Self.integers.contains(self) else { return nil }
        guard !digits.isEmpty else { return 0 }
        let written = digits.map(String.init).joined() + String(repeating: "0", count: exponent)
        return Int((isNegative ? "-" : "") + written)
    }

    /// The value as a `Decimal`, when it can hold it exactly: at most 38 significant digits,
    /// and a power of ten it can reach.
    var decimal: Decimal? {
        guard digits.count <= 38, (-128...127).contains(exponent) else { return nil }
        let significand = Decimal(string: digits.isEmpty ? "0" : digits.map(String.init).joined(), locale: Locale(identifier: "en_US_POSIX"))
        return significand.map { Decimal(sign: isNegative ? .minus : .plus, exponent: exponent, significand: $0) }
    }

    static func < (lhs: ExactNumber, rhs: ExactNumber) -> Bool {
        guard lhs.isNegative == rhs.isNegative else { return lhs.isNegative }
        return lhs.isNegative ? rhs.magnitudeIsBelow(lhs) : lhs.magnitudeIsBelow(rhs)
    }

    // MARK: - Private

    private static let integers = ExactNumber(Int.min)...ExactNumber(Int.max)

    /// The place of the leading digit: 1 for 1 to 9.99…, 0 for 0.1 to 0.99…, −1 for 0.01 to …
    private var leadingPlace: Int { digits.count + exponent }

    private func magnitudeIsBelow(_ other: ExactNumber) -> Bool {
        if digits.isEmpty || other.digits.isEmpty { return digits.isEmpty && !other.digits.isEmpty }
        guard leadingPlace == other.leadingPlace else { return leadingPlace < other.leadingPlace }
        // Same leading place: digit by digit, and with no trailing zeros a prefix is smaller.
        return digits.lexicographicallyPrecedes(other.digits)
    }

    /// The exponent's value, held short of overflow: past a trillion every number is out of
    /// every range a decoder checks, so where exactly does not matter.
    private static func exponent(_ bytes: ArraySlice<UInt8>) -> Int {
        var bytes = bytes
        let sign = bytes.first == UInt8(ascii: "-") ? -1 : 1
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes.removeFirst() }
        var value = 0
        for byte in bytes { value = min(value * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000_000_000) }
        return sign * value
    }
}
