/// What the search presenter tells its view: what to show, all of it worded already.
@MainActor
protocol SearchViewInterface: AnyObject {
    func showStatus(_ status: String)
    func showRows(_ rows: [SongRow])
    func scrollToTop()
}
