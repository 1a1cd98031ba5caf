import Reactive

/// Connects the song screen's model and view, and the handler of the wish to close.
@MainActor
enum SongBinding {
    /// - Parameters:
    ///   - model: The screen's model.
    ///   - view: The screen's view.
    ///   - closeHandler: Closes the screen.
    /// - Returns: The bindings; they last as long as the bag does.
    static func bind(model: SongModel, view: SongView, closeHandler: @escaping () -> Void) -> DisposeBag {
        DisposeBag()
            ++ view.song <~ model.song
            ++ view.artwork <~ model.artwork
            ++ closeHandler <~ view.closeRequested
    }
}
