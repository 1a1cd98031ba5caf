/// Runs a store's effects: starts them, keeps the ones still at work by their cancellation
/// ids, and stops them when they finish, are cancelled, or the store goes away.
@MainActor
final class EffectRunner<Action> {
    /// One piece of work in flight: a ``Effect/run(_:)`` job or a debounce's wait.
    final class Job {
        let number: Int
        let ids: [AnyHashable]
        /// The number of the store's send that led to this work, through any chain of effects.
        let origin: Int
        var cancellation: EffectCancellation?
        fileprivate(set) var status = Status.running
        var isOver: Bool { status != .running }

        enum Status { case running, finished, cancelled }

        fileprivate init(number: Int, ids: [AnyHashable], origin: Int) {
            self.number = number
            self.ids = ids
            self.origin = origin
        }
    }

    private var jobs: [Int: Job] = [:]
    private var nextNumber = 0
    /// Sends an action an effect produced into the store; set by the store once it is made.
    var deliver: @MainActor (Action, _ origin: Int) -> Void = { _, _ in }
    /// The store's dependencies, current while an effect starts later on (after a debounce).
    var dependencies: @MainActor () -> DependencyValues = { DependencyValues() }

    /// The work in flight, oldest first.
    var running: [Job] {
        jobs.keys.sorted().compactMap { jobs[$0] }
    }

    /// Starts `effect`, which the store's send number `origin` led to.
    func start(_ effect: Effect<Action>, origin: Int, ids: [AnyHashable] = []) {
        switch effect.operation {
        case .none:
            break
        case let .send(action):
            deliver(action, origin)
        case let .merge(effects):
            for effect in effects { start(effect, origin: origin, ids: ids) }
        case let .cancellable(id, cancelInFlight, effect):
            if cancelInFlight { cancel(id: id) }
            start(effect, origin: origin, ids: ids + [id])
        case let .cancel(id):
            cancel(id: id)
        case let .delayed(delay, queue, effect):
            let job = begin(ids: ids, origin: origin)
            let wait = queue.schedule(after: delay) { [weak self] in
                guard let self, !job.isOver else { return }
                end(job)
                // The work starts after the wait, as it would have at once: with its store's dependencies.
                DependencyValues.with(dependencies()) { start(effect, origin: origin, ids: ids) }
            }
            job.cancellation = EffectCancellation { wait.cancel() }
        case let .run(operation):
            let job = begin(ids: ids, origin: origin)
            let send = Send<Action>(
                deliver: { [weak self] action in
                    guard let self, !job.isOver else { return }
                    deliver(action, job.origin)
                },
                end: { [weak self] in self?.end(job) }
            )
            let cancellation = operation(send)
            // The work may have finished, or been cancelled, before its operation returned.
            switch job.status {
            case .running: job.cancellation = cancellation
            case .cancelled: cancellation.cancel()
            case .finished: break
            }
        }
    }

    /// Cancels every job running under `id`, oldest first.
    func cancel(id: AnyHashable) {
        for job in running where job.ids.contains(id) { stop(job) }
    }

    /// Cancels every job that the send number `origin` led to.
    func cancel(origin: Int) {
        for job in running where job.origin == origin { stop(job) }
    }

    /// Cancels everything: the store is going away.
    func cancelAll() {
        for job in running { stop(job) }
    }

    // MARK: - Private

    private func begin(ids: [AnyHashable], origin: Int) -> Job {
        let job = Job(number: nextNumber, ids: ids, origin: origin)
        nextNumber += 1
        jobs[job.number] = job
        StoreWork.total.effectsStarted += 1
        StoreWork.total.objectsAlive += 1
        return job
    }

    private func end(_ job: Job, as status: Job.Status = .finished) {
        guard !job.isOver else { return }
        job.status = status
        jobs[job.number] = nil
        StoreWork.total.objectsAlive -= 1
    }

    private func stop(_ job: Job) {
        guard !job.isOver else { return }
        end(job, as: .cancelled)
        job.cancellation?.cancel()
    }
}
