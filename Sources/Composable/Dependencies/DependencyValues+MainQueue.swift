import VirtualTime

/// The key of the main queue every effect waits on.
public enum MainQueueKey: DependencyKey {
    public typealias Value = any MainQueue
}

extension DependencyValues {
    /// The main queue: the only source of time. A ``TestStore`` sets it to its own virtual queue.
    public var mainQueue: any MainQueue {
        get { self[MainQueueKey.self] }
        set { self[MainQueueKey.self] = newValue }
    }
}
