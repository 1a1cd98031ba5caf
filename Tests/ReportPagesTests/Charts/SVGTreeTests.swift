import Testing

/// The tests' XML check itself: it must reject what a browser's XML parser would.
struct SVGTreeTests {
    @Test(arguments: ["<svg><g></svg>", "<svg><g><a/></g>", "<svg>a & b</svg>", "<svg x=\"1\" x=\"2\"/>", "<svg></svg><svg></svg>"])
    func malformedXMLIsRejected(text: String) {
        #expect(throws: SVGParseError.self, "\(text)") { try SVGTree.parse(text) }
    }

    @Test func wellFormedXMLIsReadIntoElements() throws {
        let svg = try SVGTree.parse("<svg a=\"&amp;\"><g class=\"x y\"><text>1 &lt; 2</text></g></svg>")
        #expect(svg["a"] == "&")
        #expect(svg.all("g", class: "y").count == 1)
        #expect(svg.all("text").map(\.text) == ["1 < 2"])
    }
}
