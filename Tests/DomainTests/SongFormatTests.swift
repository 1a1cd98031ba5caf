import Domain
import Foundation
import Testing

/// SPEC §3.2.9 (the row) and §3.3 (the song screen).
struct SongFormatTests {
    // MARK: - Duration

    @Test(arguments: [
        (0, "0:00"),
        (999, "0:00"),
        (59_999, "0:59"),
        (60_000, "1:00"),
        (431_333, "7:11"),
        (1_411_000, "23:31"),
        (3_599_999, "59:59"),
    ])
    func durationBelowOneHourIsMinutesAndTwoDigitSeconds(millis: Int, expected: String) {
        #expect(SongFormat.duration(milliseconds: millis) == expected)
    }

    @Test(arguments: [
        (3_600_000, "1:00:00"),
        (3_659_000, "1:00:59"),
        (3_812_373, "1:03:32"),
        (36_005_999, "10:00:05"),
    ])
    func durationFromOneHourIsHoursMinutesAndSeconds(millis: Int, expected: String) {
        #expect(SongFormat.duration(milliseconds: millis) == expected)
    }

    @Test func durationTruncatesToWholeSecondsAndNeverRoundsUp() {
        // 7:11.999 is still 7:11.
        #expect(SongFormat.duration(milliseconds: 431_999) == "7:11")
    }

    @Test func unknownDurationIsEmpty() {
        #expect(SongFormat.duration(milliseconds: nil) == "")
    }

    @Test func negativeDurationIsTreatedAsUnknown() {
        #expect(SongFormat.duration(milliseconds: -1) == "")
    }

    // MARK: - Release year

    @Test func releaseYearIsTheYearOfTheDate() {
        #expect(SongFormat.releaseYear(utc(1968, 8, 26, 7)) == "1968")
    }

    @Test func releaseYearIsEmptyWhenTheDateIsUnknown() {
        #expect(SongFormat.releaseYear(nil) == "")
    }

    @Test func releaseYearIsTakenInUTCJustAfterNewYear() {
        // 00:30 UTC on 1 January 2000 is still 1999 in New York, but the year is read in UTC.
        #expect(SongFormat.releaseYear(utc(2000, 1, 1, 0, 30)) == "2000")
    }

    @Test func releaseYearIsTakenInUTCJustBeforeNewYear() {
        // 23:59:59 UTC on 31 December 1999 is already 2000 in Tokyo, but the year is read in UTC.
        #expect(SongFormat.releaseYear(utc(1999, 12, 31, 23, 59, 59)) == "1999")
    }

    // MARK: - Price

    @Test(arguments: [
        ("1.29", "USD", "$1.29"),
        ("0.99", "GBP", "£0.99"),
        ("1.29", "EUR", "€1.29"),
        ("250", "JPY", "¥250"),
        ("0", "USD", "$0.00"),
    ])
    func priceIsWrittenInItsCurrencyTheWayEnUSWritesIt(amount: String, currency: String, expected: String) {
        #expect(SongFormat.price(Decimal(string: amount)!, currency: currency) == expected)
    }

    @Test func negativePriceMeansTheTrackIsSoldWithItsAlbumOnly() {
        #expect(SongFormat.price(-1, currency: "USD") == "Album only")
    }

    @Test func absentPriceMeansTheTrackIsNotForSale() {
        #expect(SongFormat.price(nil, currency: "USD") == "Not for sale")
        #expect(SongFormat.price(nil, currency: nil) == "Not for sale")
    }

    @Test func priceWithoutACurrencyIsTakenAsDollars() {
        #expect(SongFormat.price(Decimal(string: "0.99")!, currency: nil) == "$0.99")
    }

    // MARK: - Artwork and markers

    @Test func largeArtworkReplaces100x100With600x600() {
        let small = "https://is1-ssl.mzstatic.com/image/thumb/Music/v4/d2/c7/33/abc/100x100bb.jpg"
        #expect(SongFormat.largeArtworkURL(small) == "https://is1-ssl.mzstatic.com/image/thumb/Music/v4/d2/c7/33/abc/600x600bb.jpg")
    }

    @Test func largeArtworkIsUnknownWhenTheSmallOneIs() {
        #expect(SongFormat.largeArtworkURL(nil) == nil)
    }
}
