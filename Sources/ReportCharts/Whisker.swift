import Bench
import Harness
import Metrics
import Reports

/// A 95% interval drawn so that a reader sees where it starts and ends even when it is narrower
/// than the marker at its median (many are ±1%): a line from end to end, the architecture's
/// hollow marker over it, and over both a cap at each end reaching past the marker either side.
enum Whisker {
    enum Direction {
        /// Along x, as in the timing chart's rows; the caps stand upright.
        case horizontal
        /// Along y, as at the scaling plot's points; the caps lie flat.
        case vertical
    }

    /// How far a cap reaches either side of the line: past any marker and its outline.
    static let capReach = ChartMarker.radius + 2.5

    /// The whisker of architecture `id`: `low`, `median` and `high` are positions along
    /// `direction`, `across` the position on the other axis. The lines take their colour from
    /// the group they are put in.
    static func svg(_ direction: Direction, low: Double, median: Double, high: Double, across: Double, architecture id: String) -> String {
        // (along, off the line) as (x, y).
        func point(_ along: Double, _ offset: Double) -> (x: Double, y: Double) {
            direction == .horizontal ? (along, across + offset) : (across + offset, along)
        }
        func line(_ from: (x: Double, y: Double), _ to: (x: Double, y: Double), _ attributes: String) -> String {
            SVGMarkup.line(from.x, from.y, to.x, to.y, attributes)
        }
        let centre = point(median, 0)
        return line(point(low, 0), point(high, 0), "class=\"interval\" stroke-width=\"2\"")
            + ChartPalette.marker(for: id).svg(x: centre.x, y: centre.y, colour: ChartPalette.color(for: id))
            + line(point(low, -capReach), point(low, capReach), "class=\"cap\" stroke-width=\"1.5\"")
            + line(point(high, -capReach), point(high, capReach), "class=\"cap\" stroke-width=\"1.5\"")
    }
}
