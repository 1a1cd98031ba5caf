import Bind
import Testing

/// BIND's six arrows: which way values go, and whether the current value is copied at bind time.
@MainActor
struct BindingDirectionTests {
    let person = PersonViewModel()
    let label = RecordingLabel()
    let box = TextBox()

    init() {
        person.name = "Kim"
    }

    // MARK: - Left to right

    @Test func leftToRightCopiesTheCurrentValueThenEveryChange() {
        let binding = person.bind(\.name) ~> label.bind(\.text)
        #expect(label.history == ["Kim"])

        person.name = "Hobbit"
        person.name = "Cartman"

        #expect(label.history == ["Kim", "Hobbit", "Cartman"])
        #expect(binding.direction == .leftToRight)
    }

    @Test func leftToRightWithoutInitialValuePassesOnlyLaterChanges() {
        let binding = person.bind(\.name) !~> label.bind(\.text)
        #expect(label.history == [])

        person.name = "Hobbit"

        #expect(label.history == ["Hobbit"])
        _ = binding
    }

    @Test func leftToRightNeverWritesBackToTheLeft() {
        let binding = person.bind(\.name) ~> box.bind(\.text)
        box.text = "typed"

        #expect(person.name == "Kim")
        #expect(box.writes == ["Kim", "typed"])
        _ = binding
    }

    @Test func anAssignmentOfTheSameValueIsNotPassedOn() {
        let binding = person.bind(\.name) ~> label.bind(\.text)
        person.name = "Kim"

        #expect(label.history == ["Kim"])
        _ = binding
    }

    @Test func aChangeMadeInPlaceIsPassedOn() {
        let binding = person.bind(\.age).transform { "\($0)" } ~> label.bind(\.text)
        person.age += 1
        person.age += 1

        #expect(label.history == ["0", "1", "2"])
        _ = binding
    }

    // MARK: - Right to left

    @Test func rightToLeftCopiesTheCurrentValueThenEveryChange() {
        box.text = "Stan"
        let binding = person.bind(\.name) <~ box.bind(\.text)
        #expect(person.name == "Stan")

        box.text = "Kyle"

        #expect(person.name == "Kyle")
        #expect(binding.direction == .rightToLeft)
    }

    @Test func rightToLeftWithoutInitialValuePassesOnlyLaterChanges() {
        box.text = "Stan"
        let binding = person.bind(\.name) <~! box.bind(\.text)
        #expect(person.name == "Kim")

        box.text = "Kyle"

        #expect(person.name == "Kyle")
        _ = binding
    }

    @Test func rightToLeftIntoAnOptional() {
        box.text = "Stan"
        let binding = label.bind(\.text) <~ box.bind(\.text)
        box.text = "Kyle"

        #expect(label.history == ["Stan", "Kyle"])
        _ = binding
    }

    // MARK: - Both ways

    @Test func bothWaysStartsFromTheLeftThenFollowsEachSide() {
        box.text = "old"
        let binding = person.bind(\.name) <> box.bind(\.text)
        #expect(box.text == "Kim")

        box.text = "Kenny"
        #expect(person.name == "Kenny")
        person.name = "Butters"
        #expect(box.text == "Butters")
        #expect(binding.direction == .bothWays)
    }

    @Test func bothWaysWithoutInitialValueLeavesBothSidesAsTheyAre() {
        box.text = "old"
        let binding = person.bind(\.name) <!> box.bind(\.text)
        #expect(box.text == "old")
        #expect(person.name == "Kim")

        box.text = "Kenny"

        #expect(person.name == "Kenny")
        _ = binding
    }

    @Test func bothWaysPassesEachChangeOnceWithoutAFeedbackLoop() {
        let counter = CountingTransformer()
        let binding = person.bind(\.name).transform(with: counter) <> box.bind(\.text)
        #expect((counter.forward, counter.reverse) == (1, 0))

        person.name = "Hobbit"
        #expect((counter.forward, counter.reverse) == (2, 0))
        box.text = "Frodo"
        #expect((counter.forward, counter.reverse) == (2, 1))

        #expect(box.writes == ["Kim", "Hobbit", "Frodo"])
        #expect(person.name == "Frodo")
        _ = binding
    }

    // MARK: - Chains and paths

    @Test func aChangeRunsThroughAChainOfBindingsInTheSameCall() {
        let middle = TextBox()
        let first = person.bind(\.name) ~> middle.bind(\.text)
        let second = middle.bind(\.text) ~> label.bind(\.text)

        person.name = "Wendy"

        #expect(label.history == ["Kim", "Wendy"])
        _ = (first, second)
    }

    @Test func aKeyPathThroughAPropertyFollowsBothItsParts() {
        let rex = PetViewModel(), fido = PetViewModel()
        rex.name = "Rex"
        fido.name = "Fido"
        person.pet = rex
        let binding = person.bind(\.pet?.name) ~> label.bind(\.text)

        rex.name = "Rexy"
        person.pet = fido
        rex.name = "ignored: no longer the pet"
        fido.name = "Fidel"

        #expect(label.history == ["Rex", "Rexy", "Fido", "Fidel"])
        _ = binding
    }
}
