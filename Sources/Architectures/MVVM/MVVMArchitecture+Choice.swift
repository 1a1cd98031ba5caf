/// When the pattern is worth its price, for the report's trade-offs table.
extension MVVMArchitecture {
    public var whenToChoose: String? {
        """
        Choose it when the same models are shown in several places or their formatting deserves \
        tests of its own: each view model is an inert value made from a model, tested with no view \
        and no test double, while model controllers keep the state and the I/O as in MVC. The price \
        is one more role, and a new view model for every change, which a view shows whole.
        """
    }

    /// Where views meet the state: view controllers hand the views their closures and their view models.
    public var wiringRoles: [String] { ["ViewControllers"] }
}
