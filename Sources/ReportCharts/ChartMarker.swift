import Bench
import Harness
import Metrics
import Reports

/// The shape of an architecture's points, so that architectures can be told apart without
/// colour: printed in black and white, or by a reader who does not see the difference.
///
/// Each shape is a path around (0, 0), moved into place with `translate`, so one architecture's
/// marker is the same text in every chart. Markers are hollow, white inside: a whisker's caps
/// drawn over one stay visible even when the interval is narrower than the marker.
enum ChartMarker: CaseIterable {
    case circle, square, triangle, diamond, invertedTriangle, plus, cross, pentagon, hexagon

    /// How far any marker reaches from its centre, in pixels; caps reach further.
    static let radius = 5.0

    /// The shape's path; the shapes are sized to look about as heavy as each other.
    var path: String {
        switch self {
        case .circle:
            "M-4.0,0.0A4.0,4.0 0 1,0 4.0,0.0A4.0,4.0 0 1,0 -4.0,0.0Z"
        case .square:
            Self.polygon([(-3.6, -3.6), (3.6, -3.6), (3.6, 3.6), (-3.6, 3.6)])
        case .diamond:
            Self.polygon([(0, -4.8), (4.8, 0), (0, 4.8), (-4.8, 0)])
        case .triangle:
            // Equilateral, its centroid at (0, 0) so the median sits at its visual middle.
            Self.polygon([(0, -5), (4.3, 2.5), (-4.3, 2.5)])
        case .invertedTriangle:
            Self.polygon([(0, 5), (4.3, -2.5), (-4.3, -2.5)])
        case .plus:
            Self.polygon([(-1.8, -4.6), (1.8, -4.6), (1.8, -1.8), (4.6, -1.8), (4.6, 1.8), (1.8, 1.8),
                          (1.8, 4.6), (-1.8, 4.6), (-1.8, 1.8), (-4.6, 1.8), (-4.6, -1.8), (-1.8, -1.8)])
        case .cross:
            // The plus turned an eighth of a turn.
            Self.polygon([(-3.5, -4.8), (0, -1.3), (3.5, -4.8), (4.8, -3.5), (1.3, 0), (4.8, 3.5),
                          (3.5, 4.8), (0, 1.3), (-3.5, 4.8), (-4.8, 3.5), (-1.3, 0), (-4.8, -3.5)])
        case .pentagon:
            Self.polygon([(0, -4.6), (4.4, -1.4), (2.7, 3.7), (-2.7, 3.7), (-4.4, -1.4)])
        case .hexagon:
            Self.polygon([(0, -4.6), (4, -2.3), (4, 2.3), (0, 4.6), (-4, 2.3), (-4, -2.3)])
        }
    }

    /// The marker at (x, y) outlined in `colour`.
    func svg(x: Double, y: Double, colour: String) -> String {
        "<path class=\"marker\" d=\"\(path)\" transform=\"translate(\(SVGMarkup.n(x)) \(SVGMarkup.n(y)))\" "
            + "fill=\"#ffffff\" stroke=\"\(colour)\" stroke-width=\"1.5\"/>"
    }

    private static func polygon(_ corners: [(Double, Double)]) -> String {
        "M" + corners.map { "\(SVGMarkup.n($0.0)),\(SVGMarkup.n($0.1))" }.joined(separator: "L") + "Z"
    }
}
