import Bench
import Domain
import Foundation
import Harness
import Metrics
import Reports

/// The small vocabulary the charts write SVG with: escaping, numbers that no locale can change,
/// and the opening of a self-contained `<svg>`.
///
/// Every chart is a pure function of its input: same values, same bytes. So numbers go through
/// ``fixed(_:_:)`` (``Figures/fixed(_:_:)``, which no locale changes and which never writes
/// `-0.0`), nothing iterates a dictionary, and nothing reads the clock or the environment.
public enum SVGMarkup {
    /// A system sans-serif stack, set on each `<svg>` so the charts need no CSS and no font files.
    static let fontFamily = "system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif"

    // MARK: - Text

    /// `text` safe inside an element or a double-quoted attribute: `&`, `<`, `>`, `"` and `'` as
    /// entities, and the control characters XML 1.0 forbids dropped.
    public static func escape(_ text: String) -> String {
        guard needsEscaping(text) else { return text }
        // Byte by byte: all that is replaced or dropped is ASCII but U+FFFE and U+FFFF, whose
        // UTF-8 is EF BF BE and EF BF BF; every other byte is copied as it is.
        let bytes = Array(text.utf8)
        var escaped: [UInt8] = []
        escaped.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "&"): escaped.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): escaped.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): escaped.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): escaped.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): escaped.append(contentsOf: "&#39;".utf8)
            case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): escaped.append(byte)
            case ..<0x20: break
            case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBF && (bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF):
                index += 2
            default: escaped.append(byte)
            }
            index += 1
        }
        return String(decoding: escaped, as: UTF8.self)
    }

    /// Whether `escape` would change `text`: most texts are words and numbers, told in one
    /// loop that calls no function per byte (an unoptimised build would call one per byte).
    private static func needsEscaping(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let start = bytes.baseAddress else { return false }
            let count = bytes.count
            var index = 0
            while index < count {
                let byte = start[index]
                // The controls, " & ' < >, and the first byte of U+FFFE and U+FFFF.
                if byte < 0x20 || byte == 0x22 || byte == 0x26 || byte == 0x27 || byte == 0x3C || byte == 0x3E || byte == 0xEF { return true }
                index += 1
            }
            return false
        }
    }

    /// An id made of letters, digits, `-` and `_` only, never empty and never starting with a digit.
    static func identifier(_ text: String) -> String {
        let kept = String(text.unicodeScalars.map { scalar in
            (scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_")) ? Character(scalar) : "-"
        })
        guard let first = kept.unicodeScalars.first, CharacterSet.letters.contains(first) else { return "c-" + kept }
        return kept
    }

    /// A rough width of `text` in pixels, for layout only (no font metrics without a renderer):
    /// wide enough for most sans-serif faces, so labels are not clipped.
    static func estimatedWidth(_ text: String, fontSize: Double, bold: Bool = false) -> Double {
        Double(text.count) * fontSize * (bold ? 0.63 : 0.58)
    }

    /// `text` cut to fit `width` pixels, with an ellipsis when cut.
    static func fitted(_ text: String, width: Double, fontSize: Double, bold: Bool = false) -> String {
        guard estimatedWidth(text, fontSize: fontSize, bold: bold) > width else { return text }
        var cut = text
        while !cut.isEmpty, estimatedWidth(cut + "…", fontSize: fontSize, bold: bold) > width {
            cut.removeLast()
        }
        return cut + "…"
    }

    /// The largest size from `fontSize` down to `smallest`, in steps of one, at which `text` fits
    /// `width`; `smallest` if none does (the caller then cuts the text with ``fitted(_:width:fontSize:bold:)``).
    static func fittingFontSize(_ text: String, width: Double, fontSize: Double, smallest: Double, bold: Bool = false) -> Double {
        var size = fontSize
        while size > smallest, estimatedWidth(text, fontSize: size, bold: bold) > width {
            size -= 1
        }
        return size
    }

    // MARK: - Numbers

    /// `value` with exactly `digits` decimals, `.` as the separator whatever the process's locale.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        value.isFinite ? Figures.fixed(value, digits) : "0"
    }

    /// A coordinate or a length: one decimal.
    static func n(_ value: Double) -> String {
        fixed(value, 1)
    }

    /// A tick value as short as it can be written exactly: `0.125`, `0.5`, `4`, `1,000`.
    static func tick(_ value: Double) -> String {
        if value >= 1, value == value.rounded(), value < 1e15 { return Counting.grouped(Int(value)) }
        for digits in 1...6 {
            let text = fixed(value, digits)
            if abs((Double(text) ?? .nan) - value) <= value * 1e-9 { return text }
        }
        return fixed(value, 6)
    }

    // MARK: - Elements

    /// The opening of a chart: `<svg>` with its size, font and class, then `<title>` and `<desc>`.
    static func open(className: String, width: Double, height: Double, title: String, description: String) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" class="\(escape(className))" role="img" \
        width="\(n(width))" height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))" \
        font-family="\(fontFamily)" font-size="12" fill="#000000" style="max-width:100%;height:auto;background:#ffffff">
        <title>\(escape(title))</title>
        <desc>\(escape(description))</desc>
        """
    }

    /// A `<text>` element; `attributes` are written as given (callers escape their values).
    static func text(_ content: String, x: Double, y: Double, _ attributes: String = "") -> String {
        "<text x=\"\(n(x))\" y=\"\(n(y))\"\(attributes.isEmpty ? "" : " " + attributes)>\(escape(content))</text>"
    }

    /// A `<line>` from (x1, y1) to (x2, y2).
    static func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ attributes: String) -> String {
        "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" \(attributes)/>"
    }

    /// A `<rect>`.
    static func rect(x: Double, y: Double, width: Double, height: Double, _ attributes: String) -> String {
        "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(height))\" \(attributes)/>"
    }
}
