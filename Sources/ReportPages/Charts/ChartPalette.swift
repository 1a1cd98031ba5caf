import Bench
import Harness
import Metrics
import Reports

/// The colours of the charts: one fixed colour per architecture, from Okabe and Ito's palette
/// for colour-blind readers, and the few greys and the red the diagrams share.
///
/// An architecture keeps its colour in every chart, so a reader learns it once. Direct, the
/// baseline, is black (and dashed where it is a line). Yellow is left out: it does not show on
/// white paper.
public enum ChartPalette {
    /// The colour of architecture `id` (`mvc`, `mvvm`, `mvb`, `mvvmc`, `binder`, `direct`);
    /// ``fallback`` for any other.
    public static func color(for id: String) -> String {
        switch id.lowercased() {
        case "mvc": "#E69F00"  // orange
        case "mvvm": "#56B4E9"  // sky blue
        case "mvb": "#009E73"  // bluish green
        case "mvvmc": "#0072B2"  // blue
        case "binder": "#CC79A7"  // reddish purple
        case "direct": "#000000"  // black: the baseline
        default: fallback
        }
    }

    /// The colour of an architecture the palette does not know: vermillion.
    public static let fallback = "#D55E00"

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
