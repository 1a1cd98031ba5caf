import Diagnostics
import Foundation

/// Decodes a flight board fixture:
///
///     {
///       "airlines": [{"code": "BA", "name": "British Airways"}],
///       "airports": [{"code": "LHR", "name": "London Heathrow Airport", "city": "London",
///                     "timeZone": "Europe/London"}],
///       "flights": [{"airline": "BA", "number": "287",
///                    "departure": {"airport": "LHR", "time": "2015-04-01T14:05:00+01:00"},
///                    "arrival": {"airport": "SFO", "time": "2015-04-01T17:00:00-07:00"},
///                    "status": "on-time"}]
///     }
///
/// Times are ISO 8601 with their UTC offset; `status` uses the live feed's words
/// (`on-time`, `delayed 25`, `boarding`, `departed`, `landed`, `cancelled`), a delay being
/// 1 to 10,000 minutes (``FlightStatus/delayRange``). A code listed twice — an airline, an
/// airport, or a flight (`BA287`, the code the live feed knows it by) — is an error at the
/// second.
public enum FlightBoardDecoder {
    /// Decodes the flights of a board fixture, in file order.
    ///
    /// - Throws: ``SourceDiagnostic`` naming the file, line and column of the fault.
    public static func decode(_ text: String, file: String) throws(SourceDiagnostic) -> [Flight] {
        do {
            let root = try JSONFieldReader(try JSONParser.parse(text), context: "the board")
            let airlines = try index(root.array("airlines"), kind: "airline", decode: airline)
            let airports = try index(root.array("airports"), kind: "airport", decode: airport)
            var seen = Set<String>()
            return try root.array("flights").enumerated().map { (position, json) throws(JSONFieldReader.Fault) in
                let flight = try flight(from: json, position: position, airlines: airlines, airports: airports)
                guard seen.insert(flight.id).inserted else {
                    throw JSONFieldReader.Fault(location: json.location, message: "flight \(flight.id) appears twice")
                }
                return flight
            }
        } catch let error as JSONParser.SyntaxError {
            throw SourceDiagnostic(file: file, text: text, location: error.location, message: error.message)
        } catch let fault as JSONFieldReader.Fault {
            throw SourceDiagnostic(file: file, text: text, location: fault.location, message: fault.message)
        } catch {
            throw SourceDiagnostic(file: file, text: text, location: SourceLocation(line: 1, column: 1), message: "\(error)")
        }
    }

    /// Parses a status the way fixtures and the live feed write it: `delayed 25`, `landed`;
    /// nil for anything else, a delay outside ``FlightStatus/delayRange`` included.
    public static func status(from text: String) -> FlightStatus? {
        let words = text.split(separator: " ")
        switch words.count {
        case 1: return FlightStatus(keyword: String(words[0]))
        case 2: return Int(words[1]).flatMap { FlightStatus(keyword: String(words[0]), minutes: $0) }
        default: return nil
        }
    }

    // MARK: - Private

    private typealias Fault = JSONFieldReader.Fault

    private static func index<T>(
        _ elements: [JSON], kind: String, decode: (JSONFieldReader) throws(Fault) -> (String, T)
    ) throws(Fault) -> [String: T] {
        var result: [String: T] = [:]
        for (position, json) in elements.enumerated() {
            let (code, value) = try decode(JSONFieldReader(json, context: "\(kind) \(position)"))
            guard result.updateValue(value, forKey: code) == nil else {
                throw Fault(location: json.location, message: "\(kind) \(code) appears twice")
            }
        }
        return result
    }

    private static func airline(_ reader: JSONFieldReader) throws(Fault) -> (String, Airline) {
        let code = try reader.string("code")
        return (code, Airline(code: code, name: try reader.string("name")))
    }

    private static func airport(_ reader: JSONFieldReader) throws(Fault) -> (String, Airport) {
        let code = try reader.string("code")
        let zoneName = try reader.string("timeZone")
        guard let zone = TimeZone(identifier: zoneName) else {
            throw Fault(location: reader.location(of: "timeZone"), message: "unknown IANA time zone \"\(zoneName)\"")
        }
        return (code, Airport(code: code, name: try reader.string("name"), city: try reader.string("city"), timeZone: zone))
    }

    private static func flight(
        from json: JSON, position: Int, airlines: [String: Airline], airports: [String: Airport]
    ) throws(Fault) -> Flight {
        let reader = try JSONFieldReader(json, context: "flight \(position)")
        let airlineCode = try reader.string("airline")
        guard let airline = airlines[airlineCode] else {
            throw Fault(location: reader.location(of: "airline"), message: "unknown airline \"\(airlineCode)\"; add it to \"airlines\"")
        }
        let departure = try endpoint(reader, "departure", airports: airports)
        let arrival = try endpoint(reader, "arrival", airports: airports)
        guard arrival.date > departure.date else {
            throw Fault(location: reader.location(of: "arrival"), message: "the arrival must come after the departure")
        }
        let statusText = try reader.optionalString("status") ?? "on-time"
        guard let status = status(from: statusText) else {
            if isDelayOutOfRange(statusText) {
                let range = FlightStatus.delayRange
                throw Fault(
                    location: reader.location(of: "status"),
                    message: "expected the delay of \(reader.context) to be from \(Counting.grouped(range.lowerBound)) to \(Counting.grouped(range.upperBound)) minutes, found \"\(statusText)\""
                )
            }
            throw Fault(
                location: reader.location(of: "status"),
                message: "unknown status \"\(statusText)\"; expected one of on-time, delayed N, boarding, departed, landed, cancelled"
            )
        }
        return Flight(airline: airline, number: try reader.string("number"), departure: departure, arrival: arrival, status: status)
    }

    /// `delayed 0`, `delayed -5`, `delayed 153722867280912931`: a delay, but not one in range.
    private static func isDelayOutOfRange(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard words.count == 2, words[0] == "delayed" else { return false }
        let digits = words[1].first == "-" || words[1].first == "+" ? words[1].dropFirst() : words[1][...]
        return !digits.isEmpty && digits.allSatisfy { ("0"..."9").contains($0) }
    }

    private static func endpoint(_ flight: JSONFieldReader, _ key: String, airports: [String: Airport]) throws(Fault) -> Endpoint {
        guard let json = flight.object[key] else {
            throw Fault(location: flight.object.location, message: "\(flight.context) has no \"\(key)\"; expected an object")
        }
        let reader = try JSONFieldReader(json, context: "the \(key) of \(flight.context)")
        let code = try reader.string("airport")
        guard let airport = airports[code] else {
            throw Fault(location: reader.location(of: "airport"), message: "unknown airport \"\(code)\"; add it to \"airports\"")
        }
        let time = try reader.string("time")
        guard let date = try? Date.ISO8601FormatStyle().parse(time) else {
            throw Fault(location: reader.location(of: "time"), message: "expected an ISO 8601 time with its offset, such as 2015-04-01T14:05:00+01:00")
        }
        return Endpoint(airport: airport, date: date)
    }
}
