extension TestStore where Action: Equatable {
    /// Asserts that the next action an effect sent is `expected`, and the state it left.
    ///
    /// - Parameters:
    ///   - expected: The action the test expects next.
    ///   - updateStateToExpected: Changes the state before the action into the one expected
    ///     after it. Leave it out when the state must not change.
    public func receive(
        _ expected: Action,
        assert updateStateToExpected: ((inout State) -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let location = TestLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
        receive(step: "receive(\(ValueDump.line(of: expected)))", update: updateStateToExpected, at: location) { action in
            action == expected ? nil : .wrongAction(diff: diff(expected, action))
        }
    }
}

extension TestStore {
    /// Asserts that the next action an effect sent matches `isMatching`, and the state it left:
    /// for actions that are not `Equatable`, or when only their case matters.
    ///
    /// - Parameters:
    ///   - isMatching: Whether the action is the one the test expects next.
    ///   - updateStateToExpected: Changes the state before the action into the one expected
    ///     after it. Leave it out when the state must not change.
    public func receive(
        _ isMatching: (Action) -> Bool,
        assert updateStateToExpected: ((inout State) -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let location = TestLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
        receive(step: nil, update: updateStateToExpected, at: location) { action in
            isMatching(action) ? nil : .unmatchedAction(received: ValueDump.line(of: action))
        }
    }

    /// Takes the next action received, reports it if `mismatch` finds it is not the one
    /// expected, else asserts the state it left.
    ///
    /// - Parameter step: How failures name the call: `receive(.searchResponse(…))`, or nil for
    ///   a predicate, named by the action it matched.
    private func receive(
        step: String?, update: ((inout State) -> Void)?, at location: TestLocation,
        mismatch: (Action) -> TestStoreProblem?
    ) {
        guard !received.isEmpty else {
            report(.nothingReceived(step: step ?? "receive with a predicate", running: core.runningEffects.count), at: location)
            return
        }
        let next = received.removeFirst()
        if let problem = mismatch(next.action) {
            report(problem, at: location)
            state = next.state
            return
        }
        assertState(next.state, after: step ?? "receive(\(ValueDump.line(of: next.action)))", expected: update, at: location)
    }
}
