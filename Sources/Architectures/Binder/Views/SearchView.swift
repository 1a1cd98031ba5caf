import HeadlessUI

/// The search screen's views: a term field, a status line and the list of songs.
///
/// A declaration, like a storyboard scene with its outlets: it lays the widgets out and names
/// them, and the screen's binder reaches each one. It holds no logic and no state.
@MainActor
final class SearchView: View {
    let termField = TextField()
    let statusLabel = Label()
    let resultsTable = TableView()

    override init() {
        super.init()
        accessibilityIdentifier = "search"
        termField.accessibilityIdentifier = "search.term"
        termField.placeholder = "Search songs"
        statusLabel.accessibilityIdentifier = "search.status"
        resultsTable.accessibilityIdentifier = "search.results"
        resultsTable.register(SongCell.self, forCellReuseIdentifier: SongCell.reuseIdentifier)
        for subview in [termField, statusLabel, resultsTable] as [View] {
            addSubview(subview)
        }
    }
}
