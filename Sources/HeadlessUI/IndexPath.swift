import Foundation

// UIKit adds `row` and `section` to Foundation's IndexPath; so do we, so table code
// reads as it would on iOS.
extension IndexPath {
    /// An index path for a row in a section of a table.
    public init(row: Int, section: Int = 0) {
        self.init(indexes: [section, row])
    }

    /// The row of a table index path.
    public var row: Int { self[1] }

    /// The section of a table index path.
    public var section: Int { self[0] }
}
