import Mutation
import Testing

struct ShardTests {
    @Test(arguments: [("1/4", 1, 4), ("4/4", 4, 4), ("1/1", 1, 1)])
    func aShareIsReadAsKOfN(_ text: String, _ index: Int, _ count: Int) {
        #expect(Shard(text) == Shard(index: index, count: count))
    }

    @Test(arguments: ["0/4", "5/4", "1/0", "1", "1/2/3", "a/b", "/4", "2/"])
    func anythingElseIsRefused(_ text: String) {
        #expect(Shard(text) == nil)
    }

    private func mutant(_ file: String, line: Int) -> Mutant {
        Mutant(file: file, line: line, column: 1, kind: .removedCall, original: "f()", mutated: "", start: 0, end: 3)
    }

    @Test func mutantsAreSortedByOwnerAndIdThenDealtRoundRobin() {
        // Sorted: (mvb, A:1), (mvb, B:2), (mvc, A:1), (mvc, A:3), (mvc, B:2): ids compare as text.
        let mutants = [("mvc", mutant("B", line: 2)), ("mvc", mutant("A", line: 1)), ("mvb", mutant("B", line: 2)),
                       ("mvc", mutant("A", line: 3)), ("mvb", mutant("A", line: 1))].map { (owner: $0.0, mutant: $0.1) }
        let first = Shard(index: 1, count: 2).share(of: mutants)
        let second = Shard(index: 2, count: 2).share(of: mutants)
        #expect(first == [MutantKey(owner: "mvb", id: "A:1:1:removed-call"), MutantKey(owner: "mvc", id: "A:1:1:removed-call"),
                          MutantKey(owner: "mvc", id: "B:2:1:removed-call")])
        #expect(second == [MutantKey(owner: "mvb", id: "B:2:1:removed-call"), MutantKey(owner: "mvc", id: "A:3:1:removed-call")])
        // More shards than mutants: the last ones are empty.
        #expect(Shard(index: 6, count: 6).share(of: mutants).isEmpty)
    }
}
