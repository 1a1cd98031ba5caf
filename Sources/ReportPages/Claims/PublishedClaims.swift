/// The published claims the report checks against its own figures.
extension PublishedClaim {
    static let lou = Source(
        authors: "Lou, T.", year: 2016,
        title: "A Comparison of Android Native App Architecture – MVC, MVP and MVVM",
        publishedIn: "Master's thesis, Aalto University",
        url: "https://aaltodoc.aalto.fi/handle/123456789/22840"
    )

    static let sholichin = Source(
        authors: "Sholichin, F., Isa, M. A., Halim, S. A. and Harun, M. F.", year: 2019,
        title: "Review of iOS Architectural Pattern for Testability, Modifiability, and Performance Quality",
        publishedIn: "Journal of Theoretical and Applied Information Technology 97(15)",
        url: "http://eprints.utm.my/90637/"
    )

    static let manferdini = Source(
        authors: "Manferdini, M.", year: nil,
        title: "The MVVM Pattern for iOS Apps in Swift: a Pragmatic Approach",
        publishedIn: "matteomanferdini.com",
        url: "https://matteomanferdini.com/mvvm-pattern-ios-swift/"
    )

    /// Lou compared MVC, MVP and MVVM on Android: MVP the more modifiable (lower coupling),
    /// MVVM the more testable. Sholichin et al. compared MVC, MVP, MVVM and VIPER on iOS:
    /// VIPER the best on coupling and CPU, MVVM on memory and testability. Manferdini's MVVM
    /// leaves its view controllers less code than MVC's.
    public static let all = [
        PublishedClaim(id: "lou-modifiability", source: lou, architectureID: "mvp", measure: .linesChanged, among: ["mvc", "mvp", "mvvm"]),
        PublishedClaim(id: "lou-testability", source: lou, architectureID: "mvvm", measure: .testability, among: ["mvc", "mvp", "mvvm"]),
        PublishedClaim(id: "sholichin-coupling", source: sholichin, architectureID: "viper", measure: .roleCoupling, among: ["mvc", "mvp", "mvvm", "viper"]),
        PublishedClaim(id: "sholichin-cpu", source: sholichin, architectureID: "viper", measure: .processorTime, among: ["mvc", "mvp", "mvvm", "viper"]),
        PublishedClaim(id: "sholichin-memory", source: sholichin, architectureID: "mvvm", measure: .peakObjectsAlive, among: ["mvc", "mvp", "mvvm", "viper"]),
        PublishedClaim(id: "sholichin-testability", source: sholichin, architectureID: "mvvm", measure: .testability, among: ["mvc", "mvp", "mvvm", "viper"]),
        PublishedClaim(id: "manferdini-view-controllers", source: manferdini, architectureID: "mvvm", measure: .viewControllerLines, among: ["mvc", "mvvm"]),
    ]
}
