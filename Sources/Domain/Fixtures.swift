import Diagnostics
import Foundation

/// The fixtures that ship with the workbench: the default song catalog (iTunes Search API
/// JSON) and the default flight board. Both are decoded once and shared.
public enum Fixtures {
    /// The default song catalog.
    ///
    /// - Throws: ``SourceDiagnostic`` if the bundled file is missing or malformed.
    public static func defaultCatalog() throws(SourceDiagnostic) -> SongCatalog {
        try defaultCatalogResult.get()
    }

    /// The default flight board, in file order.
    ///
    /// - Throws: ``SourceDiagnostic`` if the bundled file is missing or malformed.
    public static func defaultFlights() throws(SourceDiagnostic) -> [Flight] {
        try defaultFlightsResult.get()
    }

    /// Reads and decodes a song catalog file.
    public static func loadCatalog(at path: String, shownAs name: String) throws(SourceDiagnostic) -> SongCatalog {
        SongCatalog(songs: try SongDecoder.decode(try readText(path, shownAs: name), file: name))
    }

    /// Reads and decodes a flight board file.
    public static func loadFlights(at path: String, shownAs name: String) throws(SourceDiagnostic) -> [Flight] {
        try FlightBoardDecoder.decode(try readText(path, shownAs: name), file: name)
    }

    // MARK: - Private

    private static let catalogFile = "default-catalog.json"
    private static let flightsFile = "default-flights.json"

    private static let defaultCatalogResult = Result { () throws(SourceDiagnostic) in
        try loadCatalog(at: bundledPath(catalogFile), shownAs: "Fixtures/\(catalogFile)")
    }

    private static let defaultFlightsResult = Result { () throws(SourceDiagnostic) in
        try loadFlights(at: bundledPath(flightsFile), shownAs: "Fixtures/\(flightsFile)")
    }

    private static func bundledPath(_ name: String) -> String {
        Bundle.module.resourceURL?.appendingPathComponent("Fixtures").appendingPathComponent(name).path ?? name
    }

    private static func readText(_ path: String, shownAs name: String) throws(SourceDiagnostic) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SourceDiagnostic(file: name, location: SourceLocation(line: 1, column: 1), lineText: "", message: "cannot read the file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SourceDiagnostic(file: name, location: SourceLocation(line: 1, column: 1), lineText: "", message: "the file is not UTF-8 text")
        }
        return text
    }
}
