import Domain

/// The rows of one search answer, as the search data controller hands them over: a song cell
/// view model for each row, made the first time the table asks for that row, then kept.
///
/// An answer may hold 100,000 songs while the table shows ten rows. Made all at once when the
/// answer arrives, the view models would cost an object a result before the table has asked for
/// one; made when asked for, they cost what is shown. The ones made are kept, so an artwork that
/// arrives for a row after its cell moved on still lands in the view model that row shows when it
/// comes back.
@MainActor
final class SongRows {
    private let songs: [Song]
    /// The view models made so far, by row: only the rows the table has asked for.
    private(set) var viewModelsByRow: [Int: SongCellViewModel] = [:]

    /// - Parameter songs: The answer's songs, in service order; none for an empty list.
    init(songs: [Song] = []) {
        self.songs = songs
    }

    /// How many rows the answer has.
    var count: Int { songs.count }

    /// The view model of `row`: made on the first ask, and the same one on every later ask.
    subscript(row: Int) -> SongCellViewModel {
        if let made = viewModelsByRow[row] { return made }
        let viewModel = SongCellViewModel(song: songs[row])
        viewModelsByRow[row] = viewModel
        return viewModel
    }
}
