import Foundation

/// The Swift runtime's own demangler: it turns a symbol's mangled name into the declaration the
/// compiler resolved, with its owner and its type (`Swift.String.init<A>(A) -> Swift.String`).
@_silgen_name("swift_demangle")
private func swiftDemangle(
    _ mangledName: UnsafePointer<CChar>?, _ length: Int,
    _ outputBuffer: UnsafeMutablePointer<CChar>?, _ outputBufferSize: UnsafeMutablePointer<Int>?, _ flags: UInt32
) -> UnsafeMutablePointer<CChar>?

/// A Swift symbol's declaration as the compiler resolved it, read from its USR.
public enum Demangled {
    /// The declaration a Swift USR (`s:SS1poiyS2S_SStFZ`) names (`static Swift.String.+ infix(Swift.String,
    /// Swift.String) -> Swift.String`); nil for a C symbol (`c:@F@clock_gettime`) or a name the runtime cannot read.
    public static func declaration(ofUSR usr: String) -> String? {
        guard usr.hasPrefix("s:") else { return nil }
        let mangled = "$s" + usr.dropFirst(2)
        guard let text = mangled.withCString({ swiftDemangle($0, mangled.utf8.count, nil, nil, 0) }) else { return nil }
        defer { free(text) }
        return String(cString: text)
    }

    /// The type a declaration gives back: after its last top-level `->` for a function, after
    /// `: ` for a property or accessor (`Swift.String`, `[HeadlessUI.Label]?`); nil when neither.
    public static func resultType(of declaration: String) -> String? {
        var depth = 0
        var result: String.Index?
        var colon: String.Index?
        var index = declaration.startIndex
        while index < declaration.endIndex {
            switch declaration[index] {
            case "(", "<", "[": depth += 1
            case ")", "]": depth -= 1
            case ">" where index > declaration.startIndex && declaration[declaration.index(before: index)] == "-":
                if depth == 0 { result = declaration.index(after: index) }
            case ">": depth -= 1
            case ":" where depth == 0 && colon == nil && declaration[declaration.index(after: index)...].hasPrefix(" "):
                colon = declaration.index(after: index)
            default: break
            }
            index = declaration.index(after: index)
        }
        guard let start = result ?? colon else { return nil }
        return declaration[start...].trimmingCharacters(in: .whitespaces)
    }

    /// A property's type: what follows ` : ` in its declaration (`Fix.Row.onClose : () -> ()` →
    /// `() -> ()`); nil for a declaration that is no property's.
    public static func propertyType(of declaration: String) -> String? {
        declaration.range(of: " : ").map { String(declaration[$0.upperBound...]) }
    }

    /// The qualified names of the types a type's text names, generic arguments included:
    /// `[HeadlessUI.Label]?` → `HeadlessUI.Label`; `Reactive.Relay<Swift.Int>` → `Reactive.Relay`, `Swift.Int`.
    public static func typeNames(in type: String) -> [String] {
        var names: [String] = []
        var current = ""
        for character in type {
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                current.append(character)
            } else {
                if current.contains(".") { names.append(current) }
                current = ""
            }
        }
        if current.contains(".") { names.append(current) }
        return names
    }
}

extension Demangled {
    /// The type a declaration is a member of, without its module's extension or generic clause:
    /// `static Swift.String.+ infix(…)` → `Swift.String`, `(extension in Foundation):Swift.StringProtocol.appending<…>(…)`
    /// → `Swift.StringProtocol`; nil for a declaration outside any type.
    public static func owner(of declaration: String) -> String? {
        var text = Substring(declaration)
        if text.hasPrefix("static ") { text = text.dropFirst("static ".count) }
        if text.hasPrefix("(extension in "), let close = text.firstIndex(of: ":") { text = text[text.index(after: close)...] }
        // The qualified name ends at the first space or parenthesis outside a generic clause.
        var name = ""
        var depth = 0
        for character in text {
            if character == "<" { depth += 1 } else if character == ">" { depth -= 1 }
            if depth == 0, character == " " || character == "(" { break }
            if depth == 0, character != ">" { name.append(character) }
        }
        let parts = name.split(separator: ".")
        return parts.count > 2 || (parts.count == 2 && !name.hasSuffix(".")) ? parts.dropLast().joined(separator: ".") : nil
    }
}
