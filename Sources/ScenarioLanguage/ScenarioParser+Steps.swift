import Diagnostics

// The statements after `launch`: each becomes a `Step`, an `expect` an `Expectation`.

extension ParseState {
    /// Reads the statement `keyword` begins as a step.
    mutating func step(_ keyword: (text: String, column: Int), _ reader: inout TokenReader, location: SourceLocation) throws(StatementFault) -> Step {
        // Runtime errors point at the subject (the element, the flight), or at the keyword.
        let subject = reader.isAtEnd ? keyword.column : reader.nextColumn
        let action: Step.Action
        switch keyword.text {
        case "type":
            let element = try reader.identifier()
            let text = try reader.string("the text to type in double quotes")
            typedCharacters += text.count
            guard typedCharacters <= ScenarioLimits.typedCharacters else {
                throw StatementFault(column: reader.lastColumn, message: "expected at most \(ScenarioLimits.typedCharacters) typed characters in a scenario, found \(typedCharacters) with this string")
            }
            var every = Duration.zero
            if reader.peekWord == "every" {
                _ = try reader.word("every")
                every = try reader.duration()
            }
            action = .type(element: element, text: text, every: every)
        case "replace":
            action = .replace(element: try reader.identifier(), text: try reader.string("the new text in double quotes (\"\" clears)"))
        case "tap":
            let target = try reader.elementReference()
            switch (target.row, target.field) {
            case (nil, nil): action = .tap(element: target.id)
            case let (row?, nil): action = .tapRow(element: target.id, row: row)
            default: throw StatementFault(column: subject, message: "expected a button or a row to tap, such as search.results[3]")
            }
        case "scroll":
            action = .scroll(element: try reader.identifier(), row: try reader.integer("the row to scroll to", in: 0...Int.max))
        case "back":
            action = .back
        case "wait":
            action = .wait(try reader.duration())
        case "settle":
            action = .settle
        case "fail":
            _ = try reader.choice(["next"], "next")
            action = .failNext(try reader.serviceKind())
        case "push" where reader.peekWord?.first?.isNumber == true:
            let count = try reader.integer("the number of updates", in: 1...ScenarioLimits.pushedUpdates)
            pushedUpdates += count
            guard pushedUpdates <= ScenarioLimits.pushedUpdates else {
                throw StatementFault(column: reader.lastColumn, message: "expected at most \(ScenarioLimits.pushedUpdates) pushed updates in a scenario, found \(pushedUpdates) with this statement")
            }
            _ = try reader.choice(["updates"], "push N updates")
            action = .pushUpdates(count: count)
        case "push":
            let flight = try reader.word("a flight code such as BA287")
            guard flight.text.utf8.allSatisfy({ ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x30 && $0 <= 0x39) }), flight.text.utf8.count >= 3 else {
                throw StatementFault(column: flight.column, message: "expected a flight code such as BA287, found \"\(flight.text)\"")
            }
            action = .push(flight: flight.text, status: try reader.status())
        case "expect":
            action = .expect(try expectation(&reader))
        default:
            throw unknownStatement(keyword)
        }
        return Step(action: action, location: location, subjectLocation: SourceLocation(line: location.line, column: subject),
                    statement: text.statement(line: location.line))
    }

    private func expectation(_ reader: inout TokenReader) throws(StatementFault) -> Expectation {
        switch reader.peekWord {
        case "screen":
            _ = try reader.word("screen")
            return .screen(try reader.identifier())
        case "no":
            _ = try reader.word("no")
            return .absent(element: try reader.identifier())
        case "requests":
            _ = try reader.word("requests")
            let kind = try reader.serviceKind()
            return .requests(kind, try reader.integer("the number of requests", in: 0...Int.max))
        default:
            let target = try reader.elementReference()
            if let row = target.row {
                guard let field = target.field else {
                    throw StatementFault(column: reader.lastColumn, message: "expected a row field: \(target.id)[\(row)].title, .subtitle, .detail or .artwork")
                }
                if field == .artwork, reader.peekWord == "none" {
                    _ = try reader.word("none")
                    return .row(element: target.id, row: row, field: field, nil)
                }
                return .row(element: target.id, row: row, field: field, try reader.string("the expected text in double quotes"))
            }
            if reader.peekWord == "count" {
                _ = try reader.word("count")
                return .count(element: target.id, try reader.integer("the expected row count", in: 0...Int.max))
            }
            if reader.peekWord == "none" {
                _ = try reader.word("none")
                return .text(element: target.id, "")
            }
            return .text(element: target.id, try reader.string("the expected text in double quotes, count N, or none"))
        }
    }
}
