import Diagnostics
import Domain
import Foundation
import Mutation

/// `Reports/mutation.json`, what a full `workbench mutate` found, read back for the report: the
/// very ``MutationDocument`` ``MutationText`` writes. A file that does not fit is refused with
/// where it goes wrong, the way a scenario's errors are.
public enum MutationResultsFile {
    /// The file's name, beside the report.
    public static let fileName = "mutation.json"

    /// The whole run's records in `folder`; nil when the file is not there.
    ///
    /// - Throws: ``SourceDiagnostic`` at the fault when the file cannot be read, is not JSON,
    ///   is not in the form `mutate --format json` writes, or holds one shard's results only.
    public static func read(in folder: String) throws(SourceDiagnostic) -> MutationDocument? {
        let path = (folder as NSString).appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return try decode(TextFile.read(at: path, shownAs: path), shownAs: path)
    }

    /// A whole run's records from `text`, the file named `name` in errors.
    ///
    /// - Throws: ``SourceDiagnostic`` as ``read(in:)`` does.
    public static func decode(_ text: String, shownAs name: String) throws(SourceDiagnostic) -> MutationDocument {
        let document: MutationDocument
        do {
            document = try JSONDecoder().decode(MutationDocument.self, from: Data(text.utf8))
        } catch {
            throw diagnostic(for: error, in: text, shownAs: name)
        }
        if let shard = document.shard {
            let place = (try? JSONParser.parse(text))?["shard"]?.location ?? SourceLocation(line: 1, column: 1)
            throw SourceDiagnostic(file: name, text: text, location: place,
                                   message: "these are the results of shard \(shard) alone: `workbench mutate --merge` joins every shard's into a whole run's")
        }
        return document
    }

    // MARK: - Where it goes wrong

    /// A syntax error where the parser stops; a value of the wrong form where it stands,
    /// found by following the decoder's path through the parsed document.
    private static func diagnostic(for error: any Error, in text: String, shownAs name: String) -> SourceDiagnostic {
        let root: JSON
        do {
            root = try JSONParser.parse(text)
        } catch {
            return SourceDiagnostic(file: name, text: text, location: error.location, message: "not JSON: \(error.message)")
        }
        let (path, message): ([any CodingKey], String) = switch error as? DecodingError {
        case let .typeMismatch(type, context)?: (context.codingPath, "expected \(typeName(type)), found \(found(context.codingPath, in: root))")
        case let .valueNotFound(type, context)?: (context.codingPath, "expected \(typeName(type)), found null")
        case let .keyNotFound(key, context)?: (context.codingPath, "\"\(key.stringValue)\" is missing")
        case let .dataCorrupted(context)?: (context.codingPath, "\(found(context.codingPath, in: root)) is not \(allowed(context.codingPath.last))")
        default: ([], "not the results of `workbench mutate --format json`")
        }
        let written = spelled(path)
        return SourceDiagnostic(file: name, text: text, location: node(at: path, in: root).location,
                                message: written.isEmpty ? message : "\(written): \(message)")
    }

    /// The deepest value of `root` on `path` that is there.
    private static func node(at path: [any CodingKey], in root: JSON) -> JSON {
        var current = root
        for key in path {
            let next: JSON? = if let index = key.intValue, case let .array(elements) = current.value {
                elements.indices.contains(index) ? elements[index] : nil
            } else {
                current[key.stringValue]
            }
            guard let next else { break }
            current = next
        }
        return current
    }

    /// `mutants[3].outcome`.
    private static func spelled(_ path: [any CodingKey]) -> String {
        path.enumerated().map { offset, key in
            if let index = key.intValue { return "[\(index)]" }
            return offset == 0 ? key.stringValue : "." + key.stringValue
        }.joined()
    }

    /// `"killed"` for a string, else the kind of value found.
    private static func found(_ path: [any CodingKey], in root: JSON) -> String {
        let value = node(at: path, in: root)
        if case let .string(text) = value.value { return "\"\(text)\"" }
        return value.kindName
    }

    private static func allowed(_ key: (any CodingKey)?) -> String {
        switch key?.stringValue {
        case "outcome": "an outcome (" + MutationOutcome.allCases.map(\.rawValue).joined(separator: ", ") + ")"
        case "operator": "an operator (" + MutationOperator.allCases.map(\.rawValue).joined(separator: ", ") + ")"
        case "scenarios", "unitTests": "a suite's verdict (killed, survived, timed-out)"
        default: "a value this field takes"
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type: "a whole number"
        case is String.Type: "a string"
        case is [MutationRecord].Type: "an array of mutants"
        default: "an object"
        }
    }
}
