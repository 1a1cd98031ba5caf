/// One flight as the board shows it: texts only, prepared by the presenter.
struct FlightRow: Equatable {
    let title: String
    let subtitle: String
    let detail: String
}
