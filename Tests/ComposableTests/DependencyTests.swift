import Composable
import Testing

enum GreetingKey: DependencyKey {
    typealias Value = String
}

extension DependencyValues {
    var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

/// A feature that says the greeting its store was given.
struct Greeter: Reducer {
    @Dependency(\.greeting) var greeting

    func reduce(into state: inout String, action: Void) -> Effect<Void> {
        state = greeting
        return .none
    }
}

/// Dependencies are given to a store, read by its reducer, and overridden in a test.
@MainActor
struct DependencyTests {
    @Test func eachStoreReadsTheValuesItWasGiven() {
        let english = Store(initialState: "") { Greeter() } withDependencies: { $0.greeting = "Hello" }
        let swedish = Store(initialState: "") { Greeter() } withDependencies: { $0.greeting = "Hej" }
        english.send(())
        swedish.send(())
        #expect(english.state == "Hello")
        #expect(swedish.state == "Hej")
    }

    @Test func aStoreMadeInsideWithDependenciesStartsFromThem() {
        let store = withDependencies { $0.greeting = "Salut" } operation: {
            Store(initialState: "") { Greeter() }
        }
        store.send(())
        #expect(store.state == "Salut")
    }

    @Test func aTestOverridesAValueForTheSendsAfterIt() {
        let store = TestStore(initialState: "", reporter: .issues) { Greeter() } withDependencies: { $0.greeting = "Hello" }
        store.send(()) { $0 = "Hello" }
        store.dependencies.greeting = "Hej"
        store.send(()) { $0 = "Hej" }
    }

    @Test func aTestStoresMainQueueIsItsOwnVirtualQueue() {
        let store = TestStore(initialState: "", reporter: .issues) { Greeter() } withDependencies: { $0.greeting = "Hello" }
        #expect(store.dependencies.mainQueue === store.mainQueue)
    }
}
