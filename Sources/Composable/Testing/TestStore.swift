import VirtualTime

/// A store for tests that is exhaustive, as TCA's is: every change of state must be asserted,
/// every action an effect sends must be received, and no effect may be left at work.
///
///     let store = TestStore(initialState: Search.State(), reporter: .issues) {
///         Search()
///     } withDependencies: {
///         $0.searchClient = .answering(["Brooklyn"], on: $0.mainQueue)
///     }
///     store.send(.queryChanged("B")) { $0.query = "B" }
///     store.mainQueue.advance(by: .milliseconds(300))
///     store.receive(.searchResponse(.success(["Brooklyn"]))) { $0.results = ["Brooklyn"] }
///     store.finish()
///
/// Time is the store's own ``mainQueue``, a virtual one: nothing happens until the test
/// advances it. A failure names what was expected and what happened, the states as line diffs,
/// and goes to the `reporter` at the line of the call that failed. When the store is released
/// it reports the actions never received and the effects still at work, as TCA's does.
@MainActor
public final class TestStore<State: Equatable, Action> {
    /// The virtual main queue the store's effects wait on: advance it to let time pass.
    public let mainQueue = VirtualMainQueue()
    /// The state as the test has asserted it so far.
    public internal(set) var state: State
    /// The dependencies the reducer reads; change them to change what later effects meet.
    public var dependencies: DependencyValues {
        get { core.dependencies }
        set { core.dependencies = newValue }
    }

    let core: StoreCore<State, Action>
    let reporter: TestFailureReporter
    /// The actions effects sent, with the state after each, not yet received.
    var received: [(action: Action, state: State, origin: Int)] = []
    /// The test's sends by number: how a failure names the send that led to it, and where.
    var sends: [Int: (step: String, location: TestLocation)] = [:]
    /// The effects already reported as still at work, by job number: reported once only.
    var effectsReported: Set<Int> = []
    /// Whether the action the test sends has been reduced yet, and the state it left: any other
    /// action reduced came from an effect.
    private var sent = Sent.nothing

    private enum Sent {
        case nothing
        case awaited
        case reduced(State)
    }

    /// A test store that runs `reducer` from `initialState`.
    ///
    /// - Parameters:
    ///   - initialState: The feature's state at first.
    ///   - reporter: Where failures go.
    ///   - reducer: The feature's reducer.
    ///   - prepareDependencies: Sets the dependencies; ``DependencyValues/mainQueue`` is already
    ///     the store's ``mainQueue``, so fakes can be made on it.
    public init<R: Reducer>(
        initialState: State,
        reporter: TestFailureReporter,
        @ReducerBuilder<State, Action> reducer: () -> R,
        withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in }
    ) where R.State == State, R.Action == Action {
        var dependencies = DependencyValues.current
        dependencies.mainQueue = mainQueue
        prepareDependencies(&dependencies)
        state = initialState
        self.reporter = reporter
        core = StoreCore(initialState: initialState, reducer: reducer(), dependencies: dependencies)
        core.didReduce = { [unowned self] action, origin in
            if case .awaited = sent {
                sent = .reduced(core.state)
            } else {
                received.append((action, core.state, origin))
            }
        }
    }

    // A plain deinit, not an isolated one: an isolated deinit runs without the task-local
    // values of the code that released the store, so a test framework could not tell which
    // test its failures belong to. A test releases its store on the main actor.
    deinit {
        MainActor.assumeIsolated { reportWorkLeft() }
    }

    /// Sends `action` and asserts the state it leaves.
    ///
    /// - Parameters:
    ///   - action: The action, as a view would send it.
    ///   - updateStateToExpected: Changes the state as it was before the send into the state
    ///     expected after it. Leave it out when the state must not change.
    /// - Returns: The task of the effects the action started: cancel it to end a long-living one.
    @discardableResult
    public func send(
        _ action: Action,
        assert updateStateToExpected: ((inout State) -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TestStoreTask {
        let location = TestLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
        let step = "send(\(ValueDump.line(of: action)))"
        if !received.isEmpty {
            report(.unreceivedBeforeSend(step: step, actions: received.map { ValueDump.line(of: $0.action) }), at: location)
            state = received.last!.state
            received = []
        }
        sent = .awaited
        let origin = core.send(action)
        sends[origin] = (step, location)
        if case let .reduced(actual) = sent {
            assertState(actual, after: step, expected: updateStateToExpected, at: location)
        }
        sent = .nothing
        return TestStoreTask { [weak core] in core?.cancelEffects(of: origin) }
    }

    /// Compares `actual` with the asserted state changed by `update`, reports any difference,
    /// and takes `actual` as the asserted state from now on.
    func assertState(_ actual: State, after step: String, expected update: ((inout State) -> Void)?, at location: TestLocation) {
        defer { state = actual }
        var expected = state
        guard let update else {
            if expected != actual { report(.unexpectedChange(step: step, diff: diff(expected, actual)), at: location) }
            return
        }
        update(&expected)
        if expected == state, actual == state {
            report(.noChange(step: step), at: location)
        } else if expected != actual {
            report(.wrongState(step: step, diff: diff(expected, actual)), at: location)
        }
    }

    func diff(_ expected: Any, _ actual: Any) -> [String] {
        LineDiff.lines(expected: ValueDump.lines(of: expected), actual: ValueDump.lines(of: actual))
    }

    func report(_ problem: TestStoreProblem, at location: TestLocation) {
        reporter.report(TestFailure(message: problem.message, location: location))
    }
}
