@testable import MVVMC

extension SongRows {
    /// Every row's view model, in row order, as a table that showed every row would have made
    /// them: for the few rows of a small catalog's answer.
    var all: [SongCellViewModel] {
        (0..<count).map { self[$0] }
    }
}
