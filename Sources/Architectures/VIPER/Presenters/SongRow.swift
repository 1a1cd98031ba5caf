/// One song as the search list shows it: texts only, prepared by the presenter.
struct SongRow: Equatable {
    /// The song's identity, so that a reused cell can tell which song it shows.
    let id: Int
    let title: String
    let subtitle: String
    let duration: String
}
