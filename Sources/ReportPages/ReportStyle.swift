import Bench
import Harness
import Metrics
import Reports

/// The report page's stylesheet, inline so the page stands alone; plain on screen, nothing
/// scrolls sideways (a classroom projects the page): code wraps under its own indentation and a
/// table too wide for its box turns into cards; on A4 paper the same, and side-by-side code stacks.
enum ReportStyle {
    static let css = page + TableWidth.steps.map { cards(below: $0) }.joined() + cards("table.cards-always")

    private static let page = """
        :root { color-scheme: light; }
        body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1a1a; background: #fff; margin: 0; line-height: 1.5; }
        header, main { max-width: 1200px; margin: 0 auto; padding: 0 1.5rem; }
        header { padding-top: 1.5rem; border-bottom: 1px solid #ddd; }
        h1 { font-size: 1.8rem; margin: 0 0 .5rem; }
        h2 { font-size: 1.4rem; margin-top: 2.5rem; border-bottom: 1px solid #eee; padding-bottom: .25rem; }
        h3 { font-size: 1.15rem; margin: 1.5rem 0 .5rem; }
        nav { margin: .75rem 0 1rem; font-size: .95rem; }
        nav a { color: #0b5cad; text-decoration: none; }
        .verdict { font-weight: 600; }
        .verdict.agree { color: #1b5e20; }
        .verdict.disagree { color: #c62828; }
        code, pre { font-family: ui-monospace, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace; font-size: .85rem; }
        pre { background: #f6f8fa; border: 1px solid #e1e4e8; border-radius: 4px; padding: .6rem .8rem; margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
        pre .line { display: block; padding-left: calc((var(--indent, 0) + 4) * 1ch); text-indent: calc((var(--indent, 0) + 4) * -1ch); }
        div.table { container-type: inline-size; overflow-x: auto; max-width: 100%; }
        code { overflow-wrap: anywhere; }
        table.cost code { overflow-wrap: normal; }
        table { border-collapse: collapse; margin: .5rem 0 1rem; font-size: .9rem; }
        th, td { border: 1px solid #ddd; padding: .25rem .5rem; text-align: left; vertical-align: top; }
        thead th { background: #f3f3f3; }
        td.pass { color: #1b5e20; text-align: center; }
        td.fail, td.crash, td.diverged, td.error { color: #c62828; font-weight: 600; text-align: center; }
        table.metrics td, table.work td, table.timing td { text-align: right; font-variant-numeric: tabular-nums; }
        .cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(340px, 1fr)); gap: 1rem; }
        .architecture { border: 1px solid #ddd; border-radius: 6px; padding: 0 1rem .5rem; }
        .architecture.baseline { background: #fafafa; border-style: dashed; }
        .seed { color: #555; font-size: .9rem; }
        .url { word-break: break-all; }
        .role { color: #555; font-size: .85rem; }
        ol.path li { margin-bottom: .2rem; }
        .side-by-side { display: grid; grid-template-columns: repeat(auto-fit, minmax(440px, 1fr)); gap: .75rem; }
        figure.excerpt { margin: 0 0 .75rem; min-width: 0; }
        pre.diff ins { text-decoration: none; background: #e6ffec; }
        pre.diff del { text-decoration: none; background: #ffebe9; }
        pre.diff .hunk { color: #6a737d; }
        .patch { min-width: 0; }
        figcaption { font-size: .85rem; margin-bottom: .25rem; overflow-wrap: anywhere; }
        .note { color: #555; font-size: .85rem; }
        ul.rules li.broken .status { color: #c62828; font-weight: 600; }
        ul.rules li.held .status { color: #1b5e20; }
        svg { max-width: 100%; height: auto; display: block; margin: .5rem 0 1rem; }
        svg.role-diagram { width: 960px; }
        table.trade-offs { width: 100%; }
        @page { size: A4; margin: 10mm; }
        @media print {
          header, main { max-width: none; padding: 0; }
          pre { break-inside: avoid; }
          div.table { overflow: visible; }
          .side-by-side, .cards { display: block; }
          figure.excerpt, .architecture, svg, table { break-inside: avoid; margin-bottom: .75rem; }
        }

        """

    /// The rules that turn `table` into cards, one row a card: its header a title across it,
    /// its cells side by side as far as they fit, each as wide as its text wants and each under
    /// its column's header (`data-label`); the header row hides, since every cell names its
    /// column.
    static func cards(_ table: String) -> String {
        let cell = "\(table) > tbody > tr > *"
        return """
            \(table), \(table) > tbody { display: block; }
            \(table) > thead { display: none; }
            \(table) > tbody > tr { display: flex; flex-wrap: wrap; border: 1px solid #ddd; border-radius: 6px; margin-bottom: .75rem; break-inside: avoid; }
            \(cell) { flex: 1 1 auto; border: none; text-align: left; }
            \(cell):first-child { flex-basis: 100%; background: #f3f3f3; }
            \(cell)[data-label]::before { content: attr(data-label); display: block; font-size: .75rem; font-weight: normal; color: #555; }

            """
    }

    /// Cards for a table that needs a box of `width` px (`cards-below-900`), in any box narrower.
    static func cards(below width: Int) -> String {
        "@container (width < \(width)px) {\n" + cards("table.cards-below-\(width)") + "}\n"
    }
}
