import Domain
import ScenarioLanguage

/// The generated live feed of `push N updates`: a steady stream of status changes for a
/// benchmark, the same on every run.
enum LiveFeed {
    /// Change `i` goes to the board's flight `i mod count`, in the board's file order, and
    /// delays it by 1 to 59 minutes, so every change differs from the flight's last status.
    static func changes(_ count: Int, for flights: [Flight]) -> [FlightStatusChange] {
        guard !flights.isEmpty else { return [] }
        return (0..<count).map { index in
            FlightStatusChange(flightID: flights[index % flights.count].id, status: .delayed(minutes: 1 + index % 59))
        }
    }
}
