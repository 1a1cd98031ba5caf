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
        reportRunningEffects(atFinish: true, fallback: location)
    }

    /// What the test left behind, reported when the store is released: actions never received,
    /// and effects still at work.
    func reportWorkLeft() {
        if let first = received.first {
            let location = sends[first.origin]?.location ?? sends.values.first!.location
            report(.unreceivedAtEnd(actions: received.map { ValueDump.line(of: $0.action) }), at: location)
        }
        if let anySend = sends.values.first {
            reportRunningEffects(atFinish: false, fallback: anySend.location)
        }
    }

    /// One failure for each send whose effects are still at work, at the line of that send.
    private func reportRunningEffects(atFinish: Bool, fallback: TestLocation) {
        let jobs = core.runningEffects.filter { !effectsReported.contains($0.number) }
        effectsReported.formUnion(jobs.map(\.number))
        let origins = jobs.map(\.origin)
        for origin in Set(origins).sorted() {
            let send = sends[origin] ?? (step: "a send", location: fallback)
            let count = origins.filter { $0 == origin }.count
            report(.stillRunning(step: send.step, count: count, atFinish: atFinish), at: send.location)
        }
    }
}
