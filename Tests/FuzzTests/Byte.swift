/// The ASCII bytes the mutations look for.
enum Byte {
    static let tab: UInt8 = 0x09, lineFeed: UInt8 = 0x0A, carriageReturn: UInt8 = 0x0D, space: UInt8 = 0x20
    static let quote: UInt8 = 0x22, comma: UInt8 = 0x2C, colon: UInt8 = 0x3A, backslash: UInt8 = 0x5C
    static let openingBracket: UInt8 = 0x5B, closingBracket: UInt8 = 0x5D
    static let openingBrace: UInt8 = 0x7B, closingBrace: UInt8 = 0x7D

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == lineFeed || byte == carriageReturn
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }

    /// Whether `byte` continues a UTF-8 sequence rather than beginning a character.
    static func isContinuation(_ byte: UInt8) -> Bool {
        byte & 0xC0 == 0x80
    }

    /// Whether `byte` ends a number or a literal in JSON, or a word in a scenario.
    static func endsBareWord(_ byte: UInt8) -> Bool {
        isWhitespace(byte) || byte == comma || byte == closingBracket || byte == closingBrace || byte == quote
    }
}
