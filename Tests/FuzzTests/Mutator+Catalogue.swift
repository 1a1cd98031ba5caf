// What the mutations insert: the bytes, numbers, escapes and characters that readers have
// got wrong before, or that stretch them.

extension Mutator {
    /// Ill-formed UTF-8: a stray continuation byte, a byte never used, overlong forms, an
    /// encoded surrogate, a sequence cut short, a code point past U+10FFFF.
    static let invalidSequences: [[UInt8]] = [
        [0x80], [0xBF], [0xFF], [0xFE], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0xAF],
        [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xF4, 0x90, 0x80, 0x80],
        [0xF8, 0x88, 0x80, 0x80, 0x80],
    ]

    /// Numbers past every bound a field has: past `Int`, past `Double`, past `Decimal`'s
    /// digits and exponent, and as long as a line.
    static let hugeNumbers = [
        "1e300", "922337203685477580.7", "153722867280912931", "9223372036854775807", "9223372036854775808",
        "-9223372036854775809", "18446744073709551616", "1e-300", "1E+400", "-1e300", "1e99999999999999999999",
        "0e999999999", "1000000000.000000000000000000000000000001", "-1000000001", "0.1e-2147483649",
        "4.9e-324", "-0", String(repeating: "9", count: 400), "1" + String(repeating: "0", count: 40),
    ]

    /// JSON escapes that name a lone surrogate, a pair the wrong way round, or nothing.
    static let jsonEscapes = [
        #"\uD800"#, #"\uDBFF"#, #"\uDC00"#, #"\uDFFF"#, #"\uD800\u0041"#, #"\uD800\uD800"#, #"\uDC00\uD800"#,
        #"\uD83D\uDE00"#, #"\uD83D\"#, #"\uD83D\u"#, #"\u12"#, #"\uZZZZ"#, #"\u0000"#,
    ]

    /// Scenario escapes that name a surrogate, a value past U+10FFFF, or nothing.
    static let scenarioEscapes = [
        #"\u{D800}"#, #"\u{DFFF}"#, #"\u{DBFF}\u{DC00}"#, #"\u{110000}"#, #"\u{FFFFFFFF}"#, #"\u{123456789}"#,
        #"\u{}"#, #"\u{"#, #"\u"#, #"\u{1F600}"#, #"\u{0}"#, #"\u{FEFF}"#,
    ]

    /// What a long line is made of: one byte, two, four, a tab, an emoji with a modifier.
    static let lineUnits = [" ", "a", "é", "\t", "👍🏽", "🇬🇧", "#"]

    /// Characters whose columns are easy to miscount.
    static let unusualCharacters = [
        "\u{0301}", "e\u{0301}", "\u{200D}", "👩‍👩‍👧", "👍🏽", "🇬🇧", "\u{2028}", "\u{2029}", "\u{0085}", "\u{000B}",
        "\u{000C}", "\u{00A0}", "\u{FEFF}", "\u{0600}", "\u{1100}\u{1161}", "\t\u{0301}", "\r\u{0301}",
        "\u{0000}\u{0301}", "\u{007F}", "\u{009B}", "\u{FFFD}", "\u{10FFFF}",
    ]
}
