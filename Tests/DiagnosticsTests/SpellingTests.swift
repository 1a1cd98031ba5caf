import Diagnostics
import Testing

struct SpellingTests {
    // MARK: - Edit distance

    @Test func editDistanceCountsInsertionsDeletionsAndSubstitutions() {
        #expect(Spelling.editDistance("kitten", "sitting") == 3)
        #expect(Spelling.editDistance("flaw", "lawn") == 2)
        #expect(Spelling.editDistance("same", "same") == 0)
    }

    @Test func editDistanceToTheEmptyStringIsTheLength() {
        #expect(Spelling.editDistance("", "abc") == 3)
        #expect(Spelling.editDistance("abc", "") == 3)
        #expect(Spelling.editDistance("", "") == 0)
    }

    @Test func editDistanceCountsCharactersNotScalars() {
        #expect(Spelling.editDistance("café", "cafe\u{301}") == 0)
        #expect(Spelling.editDistance("naïve", "naive") == 1)
        #expect(Spelling.editDistance("🎵a", "🎶a") == 1)
    }

    @Test func aSwapOfTwoLettersIsTwoEdits() {
        #expect(Spelling.editDistance("search.resutls", "search.results") == 2)
    }

    // MARK: - Closest

    @Test func closestFindsTheLikelyTypo() {
        let candidates = ["search.results", "search.status", "search.term"]

        #expect(Spelling.closest(to: "search.resutls", in: candidates) == "search.results")
        #expect(Spelling.closest(to: "search.trem", in: candidates) == "search.term")
    }

    @Test func closestPrefersTheNearerCandidateWhateverItsPlace() {
        #expect(Spelling.closest(to: "search.term", in: ["search.tram", "search.terms"]) == "search.terms")
    }

    @Test func closestPrefersTheFirstOfEquallyNearCandidates() {
        #expect(Spelling.closest(to: "cat", in: ["bat", "hat"]) == "bat")
        #expect(Spelling.closest(to: "cat", in: ["hat", "bat"]) == "hat")
    }

    @Test func closestAllowsAThirdOfTheWordsLengthInEdits() {
        #expect(Spelling.closest(to: "abcdefghijkl", in: ["abcdefghWXYZ"]) == "abcdefghWXYZ")
        #expect(Spelling.closest(to: "abcdefghijkl", in: ["abcdefgVWXYZ"]) == nil)
    }

    @Test func closestAllowsTwoEditsEvenForShortWords() {
        #expect(Spelling.closest(to: "tap", in: ["tip"]) == "tip")
        #expect(Spelling.closest(to: "tap", in: ["top", "xyz"]) == "top")
        #expect(Spelling.closest(to: "go", in: ["abcd"]) == nil)
    }

    @Test func closestIsNilWhenNothingIsNear() {
        #expect(Spelling.closest(to: "flights.list", in: ["search.results", "search.term"]) == nil)
        #expect(Spelling.closest(to: "anything", in: [String]()) == nil)
    }
}
