/// The names a Swift USR spells (`s:10Foundation18NotificationCenterC7defaultACvpZ` →
/// `Foundation`, `NotificationCenter`, `default`): the module of a symbol no indexed file
/// defines, a system module's or a module the analysis did not read.
public enum SymbolUSR {
    /// The module first, then the types and the member, as far as the mangling spells them
    /// plainly; empty for a USR that starts with a substitution (`s:SS`, the standard library's).
    public static func names(_ usr: String) -> [String] {
        guard usr.hasPrefix("s:") else { return [] }
        let characters = Array(usr.utf8.dropFirst(2))
        var names: [String] = []
        var index = 0
        while index < characters.count {
            var length = 0
            var digits = index
            while digits < characters.count, let digit = Self.digit(characters[digits]) {
                length = length * 10 + digit
                digits += 1
            }
            guard digits > index, length > 0, digits + length <= characters.count else { break }
            names.append(String(decoding: characters[digits..<(digits + length)], as: UTF8.self))
            index = digits + length
            // A type's kind (`C`, `V`, `O`, `P`) may stand between its name and a member's.
            if index + 1 < characters.count, Self.digit(characters[index]) == nil, Self.digit(characters[index + 1]) != nil,
               (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(characters[index]) {
                index += 1
            } else if index < characters.count, Self.digit(characters[index]) == nil {
                break
            }
        }
        return names
    }

    /// The module a USR names first, if it spells one.
    public static func module(_ usr: String) -> String? {
        names(usr).first
    }

    private static func digit(_ byte: UInt8) -> Int? {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
    }
}
