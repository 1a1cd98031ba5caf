extension TestStore {
    /// Runs the main queue until it has no work left, then fails for every effect still at work:
    /// with time exhausted, those would run forever (a live feed never cancelled).
    ///
    /// Actions the effects send meanwhile must still be received after it.
    public func finish(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let location = TestLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
        do {
            try mainQueue.runUntilIdle()
        } catch {
            report(.runaway(error.description), at: location)
        }
        reportRunningEffects(atFinish: true)
    }

    /// What the test left behind, reported when the store is released: actions never received,
    /// and effects still at work.
    func reportWorkLeft() {
        if let first = received.first, let send = sends[first.origin] {
            report(.unreceivedAtEnd(actions: received.map { ValueDump.line(of: $0.action) }), at: send.location)
        }
        reportRunningEffects(atFinish: false)
    }

    /// One failure for each send whose effects are still at work, at the line of that send.
    private func reportRunningEffects(atFinish: Bool) {
        let jobs = core.runningEffects.filter { !effectsReported.contains($0.number) }
        effectsReported.formUnion(jobs.map(\.number))
        let origins = jobs.map(\.origin)
        for origin in Set(origins).sorted() {
            guard let send = sends[origin] else { continue }
            let count = origins.filter { $0 == origin }.count
            report(.stillRunning(step: send.step, count: count, atFinish: atFinish), at: send.location)
        }
    }
}
