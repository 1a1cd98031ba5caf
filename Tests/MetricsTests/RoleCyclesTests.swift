@testable import Metrics
import Testing

@Suite struct RoleCyclesTests {
    private func edge(_ from: String, _ to: String) -> Edge {
        Edge(from: from, to: .role(to), names: ["T"])
    }

    @Test func eachGroupOfRolesThatReachEachOtherIsOneCycle() {
        // A → B → C → A is one loop; D ⇄ E another; E → F and a module edge are no loop.
        let edges = [edge("A", "B"), edge("B", "C"), edge("C", "A"), edge("D", "E"), edge("E", "D"), edge("E", "F"),
                     Edge(from: "F", to: .module("Domain"), names: ["Song"])]
        #expect(RoleCycles.find(in: edges) == [["A", "B", "C"], ["D", "E"]])
    }

    @Test func aChainHasNoCycle() {
        #expect(RoleCycles.find(in: [edge("Views", "Models"), edge("ViewControllers", "Views"), edge("ViewControllers", "Models")]).isEmpty)
    }
}
