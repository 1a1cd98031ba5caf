/// One way the fuzzer changes a committed file: the faults users' editors, tools and typos
/// make, and the extremes a reader must survive. ``Mutator`` applies them.
enum Mutation: String, CaseIterable, Sendable {
    /// One to four bytes changed: a bit flipped or a byte replaced.
    case byteFlip
    /// The file cut short at any byte, a UTF-8 sequence's middle included.
    case truncation
    /// Line endings changed: every LF or one of them to CRLF, one to a lone CR, a line joined
    /// to the next, or CRLF back to LF.
    case lineEndings
    /// A UTF-8 byte-order mark at the start (a second one when there is one), or anywhere.
    case byteOrderMark
    /// Bytes that are not UTF-8: a stray continuation byte, an overlong form, an encoded
    /// surrogate, a sequence cut short, a code point past U+10FFFF.
    case invalidUTF8
    /// A NUL byte inserted or put in place of one.
    case nul
    /// A number replaced by one too large, too small or too long for any field.
    case hugeNumber
    /// A value (in JSON) or a word (in a scenario) wrapped in brackets hundreds or thousands
    /// of levels deep, sometimes never closed.
    case deepNesting
    /// A JSON member given again in its object, or a whole line given twice.
    case duplicateKey
    /// A string given an escape that names a lone surrogate or no scalar at all.
    case loneSurrogate
    /// A line made hundreds to a million characters longer.
    case longLine
    /// A character that is hard to count in columns: a combining mark (after a control
    /// character too), an emoji sequence, a flag, a line or paragraph separator, NEL.
    case unusualCharacter
}
