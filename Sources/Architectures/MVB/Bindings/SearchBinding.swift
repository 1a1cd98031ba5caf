import Domain
import Reactive

/// Connects the search screen's model and view, and the handler of the user's choice.
@MainActor
enum SearchBinding {
    /// - Parameters:
    ///   - model: The screen's model.
    ///   - view: The screen's view.
    ///   - selectionHandler: Shows the song the user chose.
    /// - Returns: The bindings; they last as long as the bag does.
    static func bind(model: SearchModel, view: SearchView, selectionHandler: @escaping (Song) -> Void) -> DisposeBag {
        // Rows before status: a new answer reloads the list, then says how many songs it holds.
        DisposeBag()
            ++ view.searchResults <~ model.searchResults
            ++ view.searchStatus <~ model.searchStatus
            ++ model.searchTerm <~ view.searchTerm
            ++ selectionHandler <~ view.selectionEvents
    }
}
