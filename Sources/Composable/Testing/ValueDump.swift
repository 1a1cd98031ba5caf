/// A value written out for a person to compare: one field, element or case a line, nested
/// values indented, so that two states differ only on the lines of what differs.
///
///     State(
///       query: "S"
///       results: [
///         "Brooklyn"
///       ]
///       card: nil
///     )
///
/// A value that describes itself (a number, a string, a `Duration`) is written as it describes
/// itself; structs, classes, enums' payloads, tuples and collections are opened up. A
/// dictionary's entries and a set's elements are sorted by how they are written, so the same
/// value is always written the same way.
enum ValueDump {
    /// The value on several lines.
    static func lines(of value: Any) -> [String] {
        var lines: [String] = []
        node(value).write(label: nil, indent: "", into: &lines)
        return lines
    }

    /// The value on one line: how a message names an action.
    static func line(of value: Any) -> String {
        node(value).inline
    }

    private indirect enum Node {
        case plain(String)
        case nested(open: String, close: String, children: [(label: String?, node: Node)])

        var inline: String {
            switch self {
            case let .plain(text): text
            case let .nested(open, close, children):
                open + children.map { ($0.label.map { $0 + ": " } ?? "") + $0.node.inline }.joined(separator: ", ") + close
            }
        }

        func write(label: String?, indent: String, into lines: inout [String]) {
            let prefix = indent + (label.map { $0 + ": " } ?? "")
            guard case let .nested(open, close, children) = self, !children.isEmpty else {
                lines.append(prefix + inline)
                return
            }
            lines.append(prefix + open)
            for child in children { child.node.write(label: child.label, indent: indent + "  ", into: &lines) }
            lines.append(indent + close)
        }
    }

    private static func node(_ value: Any) -> Node {
        if let text = value as? String { return .plain(text.debugDescription) }
        let mirror = Mirror(reflecting: value)
        let children = mirror.children.map { (label: $0.label, value: $0.value) }
        switch mirror.displayStyle {
        case .optional:
            return children.first.map { node($0.value) } ?? .plain("nil")
        case .collection:
            return .nested(open: "[", close: "]", children: children.map { (nil, node($0.value)) })
        case .set:
            return .nested(open: "Set([", close: "])", children: sorted(children.map { (nil, node($0.value)) }))
        case .dictionary:
            let entries = children.map { entry -> (String?, Node) in
                let pair = Array(Mirror(reflecting: entry.value).children)
                return (node(pair[0].value).inline, node(pair[1].value))
            }
            return .nested(open: "[", close: "]", children: sorted(entries))
        case .tuple:
            return .nested(open: "(", close: ")", children: children.map { (tupleLabel($0.label), node($0.value)) })
        case .enum where !describesItself(value):
            guard let payload = children.first else { return .plain("." + String(describing: value)) }
            return caseNode("." + (payload.label ?? ""), payload: payload.value)
        case .struct where !describesItself(value), .class where !describesItself(value):
            let name = String(describing: type(of: value))
            return .nested(open: name + "(", close: ")", children: children.map { ($0.label, node($0.value)) })
        default:
            return .plain(String(describing: value))
        }
    }

    /// A case with its payload: on one line when every part of it is plain, else opened up.
    private static func caseNode(_ name: String, payload: Any) -> Node {
        let mirror = Mirror(reflecting: payload)
        let fields: [(label: String?, node: Node)] = mirror.displayStyle == .tuple
            ? mirror.children.map { (tupleLabel($0.label), node($0.value)) }
            : [(nil, node(payload))]
        let whole = Node.nested(open: name + "(", close: ")", children: fields)
        if fields.allSatisfy({ if case .plain = $0.node { true } else { false } }) { return .plain(whole.inline) }
        // One nested payload shares the case's brackets: `.success([` … `])`.
        if fields.count == 1, fields[0].label == nil, case let .nested(open, close, children) = fields[0].node {
            return .nested(open: name + "(" + open, close: close + ")", children: children)
        }
        return whole
    }

    private static func describesItself(_ value: Any) -> Bool {
        value is CustomStringConvertible || value is CustomDebugStringConvertible
    }

    /// A tuple's element keeps its label, not the position Swift names unlabelled ones by.
    private static func tupleLabel(_ label: String?) -> String? {
        guard let label, !label.hasPrefix(".") else { return nil }
        return label
    }

    private static func sorted(_ children: [(label: String?, node: Node)]) -> [(label: String?, node: Node)] {
        children.sorted { ($0.label ?? "", $0.node.inline) < ($1.label ?? "", $1.node.inline) }
    }
}
