/// When the pattern is worth its price, for the report's trade-offs table.
extension MVVMCArchitecture {
    public var whenToChoose: String? {
        """
        Choose it when screens show data that is fetched and reshaped before it is shown: a data \
        controller turns each request into finished view models, and views bind to them, both ways \
        for input, so neither writes the other's code. The price is a binding library, and a view \
        model object for every row, alive as long as the screen holds its rows.
        """
    }

    /// Where views meet the state: views bind themselves to their view models, both ways.
    public var wiringRoles: [String] { ["Views"] }
}
