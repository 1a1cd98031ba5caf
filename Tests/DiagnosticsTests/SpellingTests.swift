import Diagnostics
import Testing

struct SpellingTests {
    // MARK: - Edit distance

    @Test func namesInASentenceAreJoinedByCommasAndTheConjunctionBeforeTheLast() {
        #expect(Spelling.listed([], conjunction: "and") == "")
        #expect(Spelling.listed(["MVC"], conjunction: "and") == "MVC")
        #expect(Spelling.listed(["MVC", "MVVM"], conjunction: "or") == "MVC or MVVM")
        #expect(Spelling.listed(["MVC", "MVVM", "MVB"], conjunction: "and") == "MVC, MVVM and MVB")
    }

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

    // MARK: - Suggestions

    @Test func theLikelyTypoIsSuggested() {
        let candidates = ["search.results", "search.status", "search.term"]

        #expect(Spelling.suggestions(for: "search.resutls", in: candidates) == ["search.results"])
        #expect(Spelling.suggestions(for: "search.trem", in: candidates) == ["search.term"])
    }

    @Test func theNearerCandidateWinsWhateverItsPlace() {
        #expect(Spelling.suggestions(for: "search.term", in: ["search.tram", "search.terms"]) == ["search.terms"])
    }

    @Test func equallyNearCandidatesAreAllNamedThoseThatExtendTheWordFirst() {
        // "mvv" is one edit from "mvc" (a change) and from "mvvm" (an addition).
        #expect(Spelling.suggestions(for: "mvv", in: ["mvc", "mvvm", "mvb"]) == ["mvvm", "mvc", "mvb"])
        #expect(Spelling.suggestions(for: "mvv", in: ["mvc", "mvvm", "mvvmc", "binder"]) == ["mvvm", "mvc"])
        #expect(Spelling.suggestions(for: "cat", in: ["hat", "bat"]) == ["hat", "bat"])
    }

    @Test func aThirdOfTheWordsLengthInEditsIsAllowed() {
        #expect(Spelling.suggestions(for: "abcdefghijkl", in: ["abcdefghWXYZ"]) == ["abcdefghWXYZ"])
        #expect(Spelling.suggestions(for: "abcdefghijkl", in: ["abcdefgVWXYZ"]) == [])
    }

    @Test func twoEditsAreAllowedEvenForShortWords() {
        #expect(Spelling.suggestions(for: "tap", in: ["tip"]) == ["tip"])
        #expect(Spelling.suggestions(for: "tap", in: ["top", "xyz"]) == ["top"])
        #expect(Spelling.suggestions(for: "go", in: ["abcd"]) == [])
    }

    @Test func nothingIsSuggestedWhenNothingIsNear() {
        #expect(Spelling.suggestions(for: "flights.list", in: ["search.results", "search.term"]) == [])
        #expect(Spelling.suggestions(for: "anything", in: [String]()) == [])
    }

    @Test func aCandidateLongerOrShorterByTheEditsAllowedIsStillNear() {
        // Twelve letters allow four edits: four added letters are near, five are not.
        #expect(Spelling.suggestions(for: "abcdefghijkl", in: ["abcdefghijklmnop"]) == ["abcdefghijklmnop"])
        #expect(Spelling.suggestions(for: "abcdefghijkl", in: ["abcdefghijklmnopq"]) == [])
        // Sixteen allow five: five letters fewer are near, six are not.
        #expect(Spelling.suggestions(for: "abcdefghijklmnop", in: ["abcdefghijk"]) == ["abcdefghijk"])
        #expect(Spelling.suggestions(for: "abcdefghijklmnop", in: ["abcdefghij"]) == [])
    }

    /// Ten million letters against twenty names: letter by letter, billions of steps.
    @Test(.timeLimit(.minutes(10)))
    func aWordFarLongerThanEveryCandidateIsNotComparedLetterByLetter() {
        let word = String(repeating: "search.results", count: 700_000)
        let candidates = (0..<20).map { "search.results\($0)" }
        #expect(Spelling.suggestions(for: word, in: candidates) == [])
    }

    @Test func aCandidateGivenTwiceIsNamedOnce() {
        #expect(Spelling.suggestions(for: "mvv", in: ["mvc", "mvc"]) == ["mvc"])
    }

    // MARK: - The hint

    @Test func theHintNamesOneTwoOrManySuggestions() {
        #expect(Spelling.hint([]) == "")
        #expect(Spelling.hint(["mvvm"]) == "; did you mean \"mvvm\"?")
        #expect(Spelling.hint(["mvvm", "mvc"]) == "; did you mean \"mvvm\" or \"mvc\"?")
        #expect(Spelling.hint(["a", "b", "c"]) == "; did you mean \"a\", \"b\" or \"c\"?")
        #expect(Spelling.hint(["BA287"], quoted: false) == "; did you mean BA287?")
    }
}
