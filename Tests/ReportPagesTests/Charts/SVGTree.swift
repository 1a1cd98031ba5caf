import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An element of a parsed SVG, for tests: its name, attributes, text and children.
final class SVGElement {
    let name: String
    let attributes: [String: String]
    private(set) weak var parent: SVGElement?
    fileprivate(set) var children: [SVGElement] = []
    fileprivate(set) var text = ""

    init(name: String, attributes: [String: String], parent: SVGElement?) {
        self.name = name
        self.attributes = attributes
        self.parent = parent
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    var classes: [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }

    /// Where `transform="translate(x y)"` moves this element (a marker's centre); nil without one.
    var translation: (x: Double, y: Double)? {
        guard let transform = attributes["transform"], transform.hasPrefix("translate("), transform.hasSuffix(")") else { return nil }
        let numbers = transform.dropFirst("translate(".count).dropLast().split(separator: " ").compactMap { Double($0) }
        return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
    }

    /// The nearest `data-architecture` on this element or one it sits in.
    var architecture: String? { ancestry.lazy.compactMap { $0["data-architecture"] }.first }

    /// This element and everything inside it, in document order.
    var all: [SVGElement] { [self] + children.flatMap(\.all) }

    /// The elements named `name` (with class `className`, if given), in document order.
    func all(_ name: String, class className: String? = nil) -> [SVGElement] {
        all.filter { $0.name == name && (className == nil || $0.classes.contains(className!)) }
    }

    /// This element and those it sits in, innermost first.
    var ancestry: [SVGElement] {
        var chain: [SVGElement] = [self]
        while let next = chain.last?.parent { chain.append(next) }
        return chain
    }
}

struct SVGParseError: Error, CustomStringConvertible {
    let description: String
}

/// Parses SVG text with Foundation's XMLParser: the check that a chart is well-formed XML.
///
/// On Linux `parse()` returns true for a mismatched closing tag and only sets `parserError`,
/// so every error channel is checked: the result, `parserError`, the delegate's error callback,
/// and that every element opened was closed.
final class SVGTree: NSObject, XMLParserDelegate {
    private var root: SVGElement?
    private var current: SVGElement?
    private var errors: [String] = []

    static func parse(_ text: String) throws -> SVGElement {
        let tree = SVGTree()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = tree
        let succeeded = parser.parse()
        if let error = parser.parserError { tree.errors.append(String(describing: error)) }
        if tree.current != nil { tree.errors.append("<\(tree.current!.name)> is never closed") }
        guard succeeded, tree.errors.isEmpty, let root = tree.root else {
            throw SVGParseError(description: "not well-formed XML at line \(parser.lineNumber), column \(parser.columnNumber): "
                + (tree.errors.isEmpty ? "no root element" : tree.errors.joined(separator: "; ")))
        }
        return root
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        errors.append(String(describing: parseError))
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        let element = SVGElement(name: name, attributes: attributes, parent: current)
        if let current { current.children.append(element) } else { root = element }
        current = element
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        current = current?.parent
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        current?.text += string
    }
}
