/// How a text table too wide for its width is laid out: first its column of row names narrows,
/// never below ``narrowestNames``; if that is not enough, its other columns are split into
/// groups, one after the other, each under the same row names (as the HTML report does on a
/// narrow page). No column is ever left out.
struct ColumnGroup: Equatable {
    /// The columns of the group, as indices into the columns after the names.
    let columns: [Int]
    /// How wide the row names are in this group.
    let names: Int

    /// The narrowest the rows' names get, however wide the other columns are.
    static let narrowestNames = 16

    /// The groups of `columns` (their widths, the names' column left out) that fit `width`,
    /// in order: as few groups as can be, and of them the most even, the widest as narrow as
    /// it can be; a column too wide for any group is a group alone. The names are two spaces
    /// before the first column, the columns `gap` spaces apart, and as wide as the group leaves
    /// room for, never under ``narrowestNames`` unless they are narrower. A table that fits is
    /// one group with its names whole.
    static func fitting(names: Int, columns: [Int], gap: Int, width: Int) -> [ColumnGroup] {
        let narrowest = min(names, narrowestNames)
        let tableWidth = { (group: [Int]) in group.map { columns[$0] }.reduce(0, +) + gap * (group.count - 1) + 2 }
        let fill = { (limit: Int) -> [[Int]] in
            var groups: [[Int]] = []
            for column in columns.indices {
                if let last = groups.last, narrowest + tableWidth(last + [column]) <= limit {
                    groups[groups.count - 1].append(column)
                } else {
                    groups.append([column])
                }
            }
            return groups.isEmpty ? [[]] : groups
        }
        var limit = width
        let fewest = fill(limit).count
        while fewest > 1, limit > 1, fill(limit - 1).count == fewest { limit -= 1 }
        return fill(limit).map { group in
            ColumnGroup(columns: group, names: max(narrowest, min(names, width - tableWidth(group))))
        }
    }
}
