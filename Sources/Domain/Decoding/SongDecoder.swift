import Diagnostics
import Foundation

/// Decodes songs from the iTunes Search API's JSON: `{"resultCount":N,"results":[...]}`.
///
/// As tolerant as the API needs: unknown fields are ignored, a missing or null optional field
/// is not an error, and prices may be integers. A required field that is missing or of the
/// wrong type is an error located at the value at fault, and so is a number that does not
/// fit: a fraction or a huge number where a whole one is needed, a price outside
/// ``priceRange``. A price inside it is kept exactly as written, as a `Decimal`.
public enum SongDecoder {
    /// Decodes every result of a search response.
    ///
    /// - Parameters:
    ///   - text: The JSON document.
    ///   - file: The file's name, for errors.
    /// - Returns: The songs, in the order of the results.
    /// - Throws: ``SourceDiagnostic`` naming the file, line and column.
    public static func decode(_ text: String, file: String) throws(SourceDiagnostic) -> [Song] {
        do {
            let root = try JSONParser.parse(text)
            let response = try JSONFieldReader(root, context: "the response")
            return try response.array("results").enumerated().map { (index, json) throws(JSONFieldReader.Fault) in
                try song(from: JSONFieldReader(json, context: "result \(index)"))
            }
        } catch let error as JSONParser.SyntaxError {
            throw SourceDiagnostic(file: file, text: text, location: error.location, message: error.message)
        } catch let fault as JSONFieldReader.Fault {
            throw SourceDiagnostic(file: file, text: text, location: fault.location, message: fault.message)
        } catch {
            throw SourceDiagnostic(file: file, text: text, location: SourceLocation(line: 1, column: 1), message: "\(error)")
        }
    }

    /// The prices a catalog may give, in its currency's units: any price inside is decoded
    /// exactly as written, a price outside is an error at the value.
    public static let priceRange = -1_000_000_000...1_000_000_000

    private static func song(from reader: JSONFieldReader) throws(JSONFieldReader.Fault) -> Song {
        let releaseDate = try reader.optionalString("releaseDate")
        let explicitness = try reader.optionalString("trackExplicitness")
        return Song(
            id: try reader.int("trackId"),
            trackName: try reader.string("trackName"),
            artistName: try reader.string("artistName"),
            collectionName: try reader.optionalString("collectionName"),
            trackTimeMillis: try reader.optionalInt("trackTimeMillis"),
            artworkURL100: try reader.optionalString("artworkUrl100"),
            primaryGenreName: try reader.optionalString("primaryGenreName"),
            // An unreadable date is treated as unknown, as the API's own clients do.
            releaseDate: releaseDate.flatMap(parseDate),
            trackPrice: try reader.optionalDecimal("trackPrice", within: priceRange),
            currency: try reader.optionalString("currency"),
            explicitness: explicitness.flatMap(Song.Explicitness.init(rawValue:)),
            previewURL: try reader.optionalString("previewUrl")
        )
    }

    /// The API writes `2015-04-01T07:00:00Z`; a bare date is accepted too.
    static func parseDate(_ text: String) -> Date? {
        if let date = try? Date.ISO8601FormatStyle().parse(text) { return date }
        return try? Date.ISO8601FormatStyle().year().month().day().parse(text)
    }
}
