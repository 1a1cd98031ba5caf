/// What the song view tells its presenter.
@MainActor
protocol SongModuleInterface: AnyObject {
    func viewDidLoad()
    /// The user asked to close the song.
    func close()
}
