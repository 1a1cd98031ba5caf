import Domain

/// The rows of an answer, each worded only when it is asked for: immutable data the view
/// takes in.
///
/// An answer can hold 100,000 songs while the table shows about ten rows. Wording them all
/// when the answer arrives would cost O(results); this collection keeps the songs and makes a
/// position's `SongRow` when the table asks for that row, so showing an answer costs
/// O(visible rows). The view sees rows only, never a `Song`.
struct SongRows: RandomAccessCollection {
    private let songs: [Song]
    private let makeRow: (Song) -> SongRow

    /// - Parameters:
    ///   - songs: The songs, in the order the list shows them.
    ///   - makeRow: Words one song as its row: the shared formats, unless a test counts the
    ///     rows made.
    init(_ songs: [Song], makeRow: @escaping (Song) -> SongRow = SongRow.init) {
        self.songs = songs
        self.makeRow = makeRow
    }

    var startIndex: Int { songs.startIndex }
    var endIndex: Int { songs.endIndex }

    /// The row at `position`, worded now.
    subscript(position: Int) -> SongRow {
        makeRow(songs[position])
    }
}
