/// Exact counts of the work done to the headless UI (SPEC §7): what the app asked of its
/// widgets, free of the noise of a clock.
///
/// The counts only ever grow (``objectsAlive`` goes up and down), so a caller reads
/// ``total`` before and after some work and keeps the difference:
///
///     let before = UIWork.total
///     label.text = "3 songs"
///     let work = UIWork.total.since(before)   // work.writes == 1
///
/// Everything happens on the main actor, so no other work can slip in between the two
/// readings of synchronous code.
public struct UIWork: Equatable, Sendable {
    /// Assignments by code to a property that is shown: ``View/isHidden``, ``Label/text``,
    /// ``TextField/text`` and ``TextField/placeholder``, ``Button/title``,
    /// ``Control/isEnabled``, ``ImageView/image`` and ``ViewController/title``. A value given
    /// to an initialiser, or typed by the user, is not a write.
    public var writes = 0
    /// The writes whose new value equals the old one: work that changed nothing on screen.
    public var equalWrites = 0
    /// How many times a table asked its data source for a cell.
    public var cellsConfigured = 0
    /// ``TableView/reloadData()`` calls, including the load of a table's first layout and a
    /// ``TableView/reloadRows(at:)`` that has to fall back to a full reload.
    public var fullReloads = 0
    /// ``TableView/reloadRows(at:)`` calls that reloaded only the rows asked for.
    public var partialReloads = 0
    /// The objects alive that count themselves: views (cells and their subviews included), view
    /// controllers, and every other class of an architecture, which inherits ArchitectureKit's
    /// `CountedObject`. In a difference (``since(_:)``), how many more are alive than before.
    public var objectsAlive = 0

    /// Counts with the given values; zero for any left out.
    public init(writes: Int = 0, equalWrites: Int = 0, cellsConfigured: Int = 0,
                fullReloads: Int = 0, partialReloads: Int = 0, objectsAlive: Int = 0) {
        self.writes = writes
        self.equalWrites = equalWrites
        self.cellsConfigured = cellsConfigured
        self.fullReloads = fullReloads
        self.partialReloads = partialReloads
        self.objectsAlive = objectsAlive
    }

    /// Everything counted since the program started; the widgets add to it as they work.
    @MainActor public static var total = UIWork()

    /// The work done since the reading `earlier`, and the change in the objects alive.
    public func since(_ earlier: UIWork) -> UIWork {
        UIWork(writes: writes - earlier.writes, equalWrites: equalWrites - earlier.equalWrites,
               cellsConfigured: cellsConfigured - earlier.cellsConfigured, fullReloads: fullReloads - earlier.fullReloads,
               partialReloads: partialReloads - earlier.partialReloads, objectsAlive: objectsAlive - earlier.objectsAlive)
    }
}
