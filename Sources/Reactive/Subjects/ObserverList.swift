/// The observers of a subject, in the order they subscribed (RxSwift's `Bag`).
@MainActor
struct ObserverList<Element> {
    private var entries: [(key: Int, on: (Event<Element>) -> Void)] = []
    private var nextKey = 0

    var isEmpty: Bool { entries.isEmpty }
    var count: Int { entries.count }

    /// Adds an observer and returns the key to remove it with.
    mutating func insert(_ on: @escaping (Event<Element>) -> Void) -> Int {
        let key = nextKey
        nextKey += 1
        entries.append((key, on))
        return key
    }

    mutating func remove(_ key: Int) {
        guard let index = entries.firstIndex(where: { $0.key == key }) else { return }
        entries.remove(at: index)
    }

    mutating func removeAll() {
        entries.removeAll()
    }

    /// Sends `event` to the observers there are now; observers that subscribe while it is
    /// being sent do not get it.
    func dispatch(_ event: Event<Element>) {
        for entry in entries { entry.on(event) }
    }
}
