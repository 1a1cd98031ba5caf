extension View {
    /// This view and every view it holds, depth first, including the cells a table keeps in
    /// its reuse pool: everything that should go away with the screen.
    public func subtree() -> [View] {
        var result: [View] = []
        collectSubtree(into: &result)
        return result
    }

    private func collectSubtree(into result: inout [View]) {
        result.append(self)
        for subview in subviews { subview.collectSubtree(into: &result) }
        if let table = self as? TableView {
            for cell in table.reusableCells { cell.collectSubtree(into: &result) }
        }
    }
}
