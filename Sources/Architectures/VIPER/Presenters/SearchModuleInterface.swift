import Domain

/// What the search view tells its presenter: the user's events, and the artwork a row needs.
@MainActor
protocol SearchModuleInterface: AnyObject {
    func viewDidLoad()
    /// Every edit of the term, with the field's whole text.
    func termChanged(_ text: String)
    /// The user selected the row at `index`.
    func selectRow(at index: Int)
    /// Gives the artwork of the row at `index`: nil at once unless it is cached, then the image
    /// when it arrives.
    func artwork(forRowAt index: Int, show: @escaping (Artwork?) -> Void)
}
