import Foundation

/// Supplies a table's rows, after `UITableViewDataSource`. The table asks for cells only for
/// the rows it shows.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of rows the table has.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// A configured cell for the row, usually from ``TableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
}

/// Told about the user's interaction with a table, after `UITableViewDelegate`.
@MainActor
public protocol TableViewDelegate: AnyObject {
    /// The user selected the row.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
}
