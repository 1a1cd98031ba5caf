import HeadlessUI

extension Expectation {
    /// The statement that reads as this expectation, as a scenario writes it:
    /// `expect search.status "3 songs"`, `expect search.results[0].artwork none`.
    /// The parser reads it back as the same expectation.
    public var statement: String {
        switch self {
        case let .screen(id): "expect screen \(id)"
        case let .text(id, text): "expect \(id) \(Snapshot.quoted(text))"
        case let .count(id, count): "expect \(id) count \(count)"
        case let .row(id, row, field, text?): "expect \(id)[\(row)].\(field.rawValue) \(Snapshot.quoted(text))"
        case let .row(id, row, field, nil): "expect \(id)[\(row)].\(field.rawValue) none"
        case let .absent(id): "expect no \(id)"
        case let .requests(kind, count): "expect requests \(kind.rawValue) \(count)"
        }
    }
}
