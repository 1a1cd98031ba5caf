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

    /// Reads and decodes a song catalog file, read as ``TextFile`` reads every input file.
    ///
    /// - Throws: ``SourceDiagnostic`` if the file cannot be read, is not UTF-8 or is malformed.
    public static func loadCatalog(at path: String, shownAs name: String) throws(SourceDiagnostic) -> SongCatalog {
        SongCatalog(songs: try SongDecoder.decode(try TextFile.read(at: path, shownAs: name), file: name))
    }

    /// Reads and decodes a flight board file, read as ``TextFile`` reads every input file.
    ///
    /// - Throws: ``SourceDiagnostic`` if the file cannot be read, is not UTF-8 or is malformed.
    public static func loadFlights(at path: String, shownAs name: String) throws(SourceDiagnostic) -> [Flight] {
        try FlightBoardDecoder.decode(try TextFile.read(at: path, shownAs: name), file: name)
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
}
