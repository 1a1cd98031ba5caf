import Domain
import Foundation
import HeadlessUI

// Work with UIKit, as the post's controller does: the table asks for rows, and the declared
// songs answer. Composing a row's texts is this extension's one piece of presentation.
extension SearchViewController: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        songs.value.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: SongCell.reuseIdentifier, for: indexPath) as! SongCell
        let song = songs.value[indexPath.row]
        cell.titleLabel.text = song.trackName
        cell.subtitleLabel.text = Self.subtitle(of: song)
        cell.detailLabel.text = SongFormat.duration(milliseconds: song.trackTimeMillis)
        songCellWillShow.accept((cell, song))
        return cell
    }

    // MARK: - Formatting

    /// `artistName — collectionName`, or the artist alone when the album is unknown.
    static func subtitle(of song: Song) -> String {
        guard let album = song.collectionName, !album.isEmpty else { return song.artistName }
        return "\(song.artistName) \u{2014} \(album)"
    }
}
