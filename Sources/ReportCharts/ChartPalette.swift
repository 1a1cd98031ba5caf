import Bench
import Harness
import Metrics
import Reports

/// How each architecture is drawn, the same in every chart: a colour, a marker and a dash
/// pattern; and the few greys and the red the diagrams share.
///
/// The colours are Okabe and Ito's hues for colour-blind readers, each darkened to its own
/// grey, so that they stay apart printed in black and white: in WCAG's relative
/// luminance, black (Direct, the baseline), blue 0.03, bluish green 0.07, reddish purple 0.11,
/// vermillion 0.19, sky blue 0.29. Each step is at least 1.4:1 in contrast from the next, and
/// even the lightest stands 3:1 against white, WCAG's least for a mark a reader must see. On
/// top of that each architecture has its own marker and dash, so shape alone tells them apart.
///
/// Six greys that far apart fill the room between black and 3:1 on white, so the three
/// architectures added after them take hues of their own, darkened to stand 3:1 on white too:
/// Okabe and Ito's orange (MVP) and yellow (VIPER, an olive once dark enough) and a violet
/// (TCA). Printed in black and white each falls near one of the six; its marker and dash, its
/// own as every architecture's are, tell it apart.
public enum ChartPalette {
    /// The colour of architecture `id` (`mvc`, `mvvm`, `mvp`, `mvb`, `mvvmc`, `binder`, `tca`,
    /// `viper`, `direct`); ``fallback`` for any other.
    public static func color(for id: String) -> String {
        look(id).colour
    }

    /// The marker of architecture `id`'s points; a circle for any other.
    static func marker(for id: String) -> ChartMarker {
        look(id).marker
    }

    /// The attributes of architecture `id`'s lines: its colour, `width` and its dash, if any.
    static func lineStroke(for id: String, width: Double) -> String {
        "stroke=\"\(color(for: id))\" stroke-width=\"\(SVGMarkup.n(width))\"" + (look(id).dash.map { " stroke-dasharray=\"\($0)\"" } ?? "")
    }

    /// One table, so that an architecture's colour, marker and dash cannot drift apart.
    private static func look(_ id: String) -> (colour: String, marker: ChartMarker, dash: String?) {
        switch id.lowercased() {
        case "direct": ("#000000", .circle, "5 4")  // black, dashed: the baseline
        case "mvvmc": ("#003450", .invertedTriangle, "10 3 2 3 2 3")  // blue, darkened
        case "mvb": ("#00533C", .diamond, "10 3 2 3")  // bluish green, darkened
        case "binder": ("#9C3B71", .plus, "12 5")  // reddish purple, darkened
        case "mvc": ("#C55700", .square, nil)  // vermillion, a shade darker
        case "mvvm": ("#1D9BE1", .triangle, "2 3")  // sky blue, a shade darker
        case "mvp": ("#B06E00", .cross, "6 2")  // orange, darkened
        case "tca": ("#5D3A9B", .pentagon, "1 2")  // violet
        case "viper": ("#6B6400", .hexagon, "8 2 1 2")  // yellow, darkened to olive
        default: (fallback, .circle, nil)
        }
    }

    /// The colour of an architecture the palette does not know: a neutral grey.
    public static let fallback = "#767676"

    /// What breaks a rule: boxes and arrows in the role diagrams.
    public static let broken = "#c62828"

    /// Text and the outlines of roles.
    static let ink = "#212121"
    /// Secondary text: nloc, axis titles.
    static let muted = "#555555"
    /// Arrows between roles.
    static let edge = "#424242"
    /// Arrows to shared modules, and their boxes' outlines.
    static let moduleEdge = "#9e9e9e"
    /// The fill of shared modules' boxes.
    static let moduleFill = "#f1f1f1"
    /// Grid lines.
    static let grid = "#e0e0e0"
    /// Every other row of the timing chart.
    static let band = "#f7f7f7"
}
