import Bind
import Testing

/// BIND's observe operation: a closure called with each change.
@MainActor
struct BindingObserveTests {
    let person = PersonViewModel()

    @Test func theObserverHearsEachLaterChangeButNotTheValueNow() {
        person.name = "Kim"
        var heard: [String] = []
        let observation = person.bind(\.name).observe { heard.append($0) }
        person.name = "Hobbit"
        person.name = "Cartman"

        #expect(heard == ["Hobbit", "Cartman"])
        _ = observation
    }

    @Test func aReleasedObservationHearsNothing() {
        var heard: [String] = []
        var observation: Binding? = person.bind(\.name).observe { heard.append($0) }
        observation = nil
        person.name = "Hobbit"

        #expect(heard == [])
        #expect(observation == nil)
    }
}
