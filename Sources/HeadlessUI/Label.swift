/// A read-only line of text, after `UILabel`.
@MainActor
open class Label: View {
    /// The text shown; nil shows nothing.
    @Counted public var text: String?
}
