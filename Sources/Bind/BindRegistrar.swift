import Observation

/// Observation's registrar, plus the one thing bindings need from it: word that a change is done.
///
/// `withObservationTracking` calls back once, in `willSet`, before the new value is stored, and
/// Observation keeps its `didSet` callback for SwiftUI. A ``Binding`` therefore marks itself
/// waiting when it hears `willSet`, and this registrar, at the end of every change, lets the
/// waiting bindings read the new value and pass it on: synchronously, in the same call as the
/// assignment, with no queue hop, so time stays exactly where it was.
///
/// Declare it in an `@Observable` type as `_$observationRegistrar` (see ``BindObservable``);
/// the macro then calls it in place of its own. Bind is main-actor only: changes must be made
/// on the main actor.
public struct BindRegistrar: Sendable {
    private let registrar = ObservationRegistrar()

    public init() {}

    /// Records a read of `keyPath`, for whoever is tracking.
    public func access<Subject: Observable, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
        registrar.access(subject, keyPath: keyPath)
    }

    /// Announces a change that is about to be made in place (`+=`, `append`).
    public func willSet<Subject: Observable, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
        registrar.willSet(subject, keyPath: keyPath)
    }

    /// Announces that an in-place change is done, and lets the bindings pass it on.
    public func didSet<Subject: Observable, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
        registrar.didSet(subject, keyPath: keyPath)
        Self.changeDidEnd()
    }

    /// Makes an assignment between the announcements, then lets the bindings pass it on.
    public func withMutation<Subject: Observable, Member, Result>(
        of subject: Subject, keyPath: KeyPath<Subject, Member>, _ mutation: () throws -> Result
    ) rethrows -> Result {
        defer { Self.changeDidEnd() }
        return try registrar.withMutation(of: subject, keyPath: keyPath, mutation)
    }

    private static func changeDidEnd() {
        MainActor.assumeIsolated { PendingChanges.deliver() }
    }
}
