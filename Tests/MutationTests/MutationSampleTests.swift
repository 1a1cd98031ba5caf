import Mutation
import Testing

struct MutationSampleTests {
    // The published FNV-1a 64-bit test vectors.
    @Test(arguments: [("", 0xcbf2_9ce4_8422_2325 as UInt64), ("a", 0xaf63_dc4c_8601_ec8c), ("foo", 0xdcb2_7518_fed9_d577),
                      ("foobar", 0x8594_4171_f739_67e8)])
    func theHashIsFNV1a(_ text: String, _ expected: UInt64) {
        #expect(MutationSample.hash(text) == expected)
    }

    @Test func eachOwnerGivesTheMutantsWhoseOwnerAndIdHashLowest() {
        // Owner "foo": "foo" + "bar" hashes to 0x8594…, "foo" + "" to 0xdcb2…: "bar" ranks first.
        // Owner "a", alone, is chosen whatever its hash.
        let bar = MutantKey(owner: "foo", id: "bar"), empty = MutantKey(owner: "foo", id: ""), a = MutantKey(owner: "a", id: "")
        #expect(MutationSample(perOwner: 1).choose(from: [empty, a, bar]) == [bar, a])
        #expect(MutationSample(perOwner: 2).choose(from: [empty, a, bar]) == [bar, empty, a])
        #expect(MutationSample(perOwner: 1).choose(from: []).isEmpty)
    }

    @Test func theSurvivorPlantedByHandIsTheOneWhoseOwnerAndIdHashLowest() {
        // "foo" + "bar" hashes to 0x8594…, "foo" + "" to 0xdcb2…, "a" + "" to 0xaf63…: "bar" is lowest.
        let bar = MutantKey(owner: "foo", id: "bar"), empty = MutantKey(owner: "foo", id: ""), a = MutantKey(owner: "a", id: "")
        #expect(MutationSample.lowest(of: [empty, a, bar]) == bar)
        #expect(MutationSample.lowest(of: [empty, a]) == a)
        #expect(MutationSample.lowest(of: []) == nil)
    }
}
