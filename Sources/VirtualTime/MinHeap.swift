/// A binary min-heap: the queue's pending work, earliest first.
struct MinHeap<Element: Comparable> {
    private var storage: [Element] = []

    var count: Int { storage.count }
    var min: Element? { storage.first }

    mutating func insert(_ element: Element) {
        storage.append(element)
        var child = storage.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard storage[child] < storage[parent] else { break }
            storage.swapAt(child, parent)
            child = parent
        }
    }

    @discardableResult
    mutating func removeMin() -> Element {
        let first = storage[0]
        let last = storage.removeLast()
        guard !storage.isEmpty else { return first }
        storage[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < storage.count, storage[left] < storage[smallest] { smallest = left }
            if right < storage.count, storage[right] < storage[smallest] { smallest = right }
            guard smallest != parent else { return first }
            storage.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
