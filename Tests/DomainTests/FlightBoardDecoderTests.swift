import Diagnostics
import Domain
import Foundation
import Testing

/// The flight board fixture format documented on ``FlightBoardDecoder``.
struct FlightBoardDecoderTests {
    // MARK: - Decoding

    @Test func decodesTheDocumentedExample() throws {
        #expect(try FlightBoardDecoder.decode(board(), file: "board.json") == [ba287()])
    }

    @Test func keepsTheFlightsInFileOrder() throws {
        let text = board(flights: [
            flightBlock(number: #""287""#),
            flightBlock(number: #""1""#, departureTime: "2015-04-01T08:00:00+01:00"),
        ])
        #expect(try FlightBoardDecoder.decode(text, file: "board.json").map(\.id) == ["BA287", "BA1"])
    }

    @Test func aMissingStatusMeansOnTime() throws {
        let flights = try FlightBoardDecoder.decode(board(flights: [flightBlock(status: nil)]), file: "board.json")
        #expect(flights.map(\.status) == [.onTime])
    }

    @Test(arguments: [
        ("on-time", FlightStatus.onTime), ("delayed 25", .delayed(minutes: 25)), ("boarding", .boarding),
        ("departed", .departed), ("landed", .landed), ("cancelled", .cancelled),
    ])
    func statusesUseTheLiveFeedsWords(word: String, expected: FlightStatus) throws {
        let flights = try FlightBoardDecoder.decode(board(flights: [flightBlock(status: "\"\(word)\"")]), file: "board.json")
        #expect(flights.map(\.status) == [expected])
    }

    @Test func statusFromTextReadsOneOrTwoWords() {
        #expect(FlightBoardDecoder.status(from: "delayed 25") == .delayed(minutes: 25))
        #expect(FlightBoardDecoder.status(from: "delayed 10000") == .delayed(minutes: 10_000))
        #expect(FlightBoardDecoder.status(from: "delayed 10001") == nil)
        #expect(FlightBoardDecoder.status(from: "delayed 153722867280912931") == nil)
        #expect(FlightBoardDecoder.status(from: "landed") == .landed)
        #expect(FlightBoardDecoder.status(from: "delayed") == nil)
        #expect(FlightBoardDecoder.status(from: "delayed soon") == nil)
        #expect(FlightBoardDecoder.status(from: "delayed 25 min") == nil)
        #expect(FlightBoardDecoder.status(from: "") == nil)
    }

    @Test func timesKeepTheirInstantWhateverTheOffsetTheyAreWrittenIn() throws {
        // 14:05 at +01:00 and 13:05 at Z are the same instant.
        let text = board(flights: [flightBlock(departureTime: "2015-04-01T13:05:00Z")])
        #expect(try FlightBoardDecoder.decode(text, file: "board.json") == [ba287()])
    }

    @Test func ignoresUnknownFields() throws {
        let text = board(flights: [flightBlock(status: #""on-time", "gate": "A10", "aircraft": {"type": "B777"}"#)])
        #expect(try FlightBoardDecoder.decode(text, file: "board.json") == [ba287()])
    }

    // MARK: - Errors

    @Test func anUnknownAirlineIsAnErrorAtItsCode() {
        expectError(board(flights: [flightBlock(airline: "XX")]), at: 9, 18, #"unknown airline "XX"; add it to "airlines""#)
    }

    @Test func anUnknownAirportIsAnErrorAtItsCode() {
        expectError(board(flights: [flightBlock(departure: "XYZ")]), at: 10, 32, #"unknown airport "XYZ"; add it to "airports""#)
    }

    @Test func aTimeWithoutAnOffsetIsAnErrorAtTheTime() {
        expectError(
            board(flights: [flightBlock(departureTime: "2015-04-01T14:05:00")]), at: 10, 47,
            "expected an ISO 8601 time with its offset, such as 2015-04-01T14:05:00+01:00"
        )
    }

    @Test func anArrivalBeforeTheDepartureIsAnErrorAtTheArrival() {
        expectError(
            board(flights: [flightBlock(arrivalTime: "2015-04-01T06:00:00-07:00")]), at: 11, 18,
            "the arrival must come after the departure"
        )
    }

    @Test func anUnknownStatusIsAnErrorAtTheStatus() {
        expectError(
            board(flights: [flightBlock(status: #""late""#)]), at: 12, 17,
            #"unknown status "late"; expected one of on-time, delayed N, boarding, departed, landed, cancelled"#
        )
    }

    @Test(arguments: ["delayed 0", "delayed 10001", "delayed -5", "delayed 153722867280912931", "delayed 99999999999999999999999"])
    func aDelayOutsideOneTo10000MinutesIsAnErrorAtTheStatus(status: String) {
        expectError(
            board(flights: [flightBlock(status: "\"\(status)\"")]), at: 12, 17,
            "expected the delay of flight 0 to be from 1 to 10,000 minutes, found \"\(status)\""
        )
    }

    @Test func theFuzzersDelayReadsAsTheUserWouldWantIt() {
        let text = board(flights: [flightBlock(status: #""delayed 153722867280912931""#)])
        let error = #expect(throws: SourceDiagnostic.self) { try FlightBoardDecoder.decode(text, file: "board.json") }
        #expect(error?.description == """
            board.json:12:17: error: expected the delay of flight 0 to be from 1 to 10,000 minutes, found "delayed 153722867280912931"
                      "status": "delayed 153722867280912931"
                                ^
            """)
    }

    @Test func theLongestDelayIsAccepted() throws {
        let flights = try FlightBoardDecoder.decode(board(flights: [flightBlock(status: #""delayed 10000""#)]), file: "board.json")
        #expect(flights.map(\.status) == [.delayed(minutes: 10_000)])
    }

    @Test func aNumberWrittenAsANumberIsAnError() {
        expectError(
            board(flights: [flightBlock(number: "287")]), at: 9, 34,
            #"expected "number" of flight 0 to be a string, found a number"#
        )
    }

    @Test func aFlightWithoutADepartureIsAnErrorAtTheFlight() {
        let block = flightBlock().split(separator: "\n").filter { !$0.contains("\"departure\"") }.joined(separator: "\n")
        expectError(board(flights: [block]), at: 8, 5, #"flight 0 has no "departure"; expected an object"#)
    }

    @Test func aFlightListedTwiceIsAnErrorAtTheSecondOne() {
        // The first flight takes lines 8 to 13, so the second opens on line 14.
        expectError(board(flights: [flightBlock(), flightBlock()]), at: 14, 5, "flight BA287 appears twice")
    }

    @Test func aFlightCodeGivenTwiceIsAnErrorWhateverElseDiffers() {
        // Another schedule and status, and another flight between: still BA287 twice. Each
        // flight takes six lines from line 8, so the third opens on line 20.
        let again = flightBlock(
            departureTime: "2015-04-02T14:05:00+01:00", arrivalTime: "2015-04-02T17:00:00-07:00", status: #""delayed 5""#
        )
        let text = board(flights: [flightBlock(), flightBlock(number: #""1""#), again])
        expectError(text, at: 20, 5, "flight BA287 appears twice")
    }

    @Test func twoFlightsTheLiveFeedCannotTellApartAreTheSameCodeGivenTwice() {
        // BA2 87 and BA 287 are both BA287 to the feed, which would only ever update the first.
        let airlines = #"  "airlines": [{"code": "BA", "name": "British Airways"}, {"code": "BA2", "name": "Other"}],"#
        let text = board(airlinesLine: airlines, flights: [flightBlock(), flightBlock(airline: "BA2", number: #""87""#)])
        expectError(text, at: 14, 5, "flight BA287 appears twice")
    }

    @Test func anAirlineListedTwiceIsAnErrorAtTheSecondOne() {
        let airlines = #"  "airlines": [{"code": "BA", "name": "British Airways"}, {"code": "BA", "name": "Speedbird"}],"#
        expectError(board(airlinesLine: airlines), at: 2, 59, "airline BA appears twice")
    }

    @Test func anUnknownTimeZoneIsAnErrorAtTheZone() {
        let lhr = #"    {"code": "LHR", "name": "London Heathrow Airport", "city": "London", "timeZone": "Europe/Londres"},"#
        expectError(board(lhrLine: lhr), at: 4, 86, #"unknown IANA time zone "Europe/Londres""#)
    }

    @Test func aBoardWithoutFlightsIsAnError() {
        let text = #"{"airlines": [], "airports": []}"#
        expectError(text, at: 1, 1, #"the board has no "flights"; expected an array"#)
    }

    @Test func malformedJSONIsALocatedSyntaxError() {
        // A missing comma after the number on line 9.
        let block = flightBlock().replacingOccurrences(of: #""287","#, with: #""287""#)
        expectError(board(flights: [block]), at: 10, 7, #"expected "," or "}" after a member"#)
    }

    // MARK: - Helpers

    /// Lines 1 to 7 are the head, flights start on line 8.
    private func board(
        airlinesLine: String = #"  "airlines": [{"code": "BA", "name": "British Airways"}],"#,
        lhrLine: String = #"    {"code": "LHR", "name": "London Heathrow Airport", "city": "London", "timeZone": "Europe/London"},"#,
        flights: [String]? = nil
    ) -> String {
        let flights = flights ?? [flightBlock()]
        return """
            {
            \(airlinesLine)
              "airports": [
            \(lhrLine)
                {"code": "SFO", "name": "San Francisco International Airport", "city": "San Francisco", "timeZone": "America/Los_Angeles"}
              ],
              "flights": [
            \(flights.joined(separator: ",\n"))
              ]
            }
            """
    }

    /// Six lines; the values' columns are fixed by the text before them on their line:
    /// airline 18 and number 34 on the 2nd line, the departure's airport 32 and time 47 on the
    /// 3rd, the arrival object 18 on the 4th, the status 17 on the 5th.
    private func flightBlock(
        airline: String = "BA", number: String = #""287""#,
        departure: String = "LHR", departureTime: String = "2015-04-01T14:05:00+01:00",
        arrivalTime: String = "2015-04-01T17:00:00-07:00", status: String? = #""on-time""#
    ) -> String {
        let statusLine = status.map { #"      "status": \#($0)"# } ?? #"      "note": "none""#
        return """
                {
                  "airline": "\(airline)", "number": \(number),
                  "departure": {"airport": "\(departure)", "time": "\(departureTime)"},
                  "arrival": {"airport": "SFO", "time": "\(arrivalTime)"},
            \(statusLine)
                }
            """
    }

    private func expectError(
        _ text: String, at line: Int, _ column: Int, _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let expected = SourceDiagnostic(
            file: "board.json", location: at(line, column),
            lineText: String(lines[line - 1]), message: message
        )
        #expect(throws: expected, sourceLocation: sourceLocation) {
            try FlightBoardDecoder.decode(text, file: "board.json")
        }
    }
}
