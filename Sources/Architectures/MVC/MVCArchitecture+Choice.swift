/// When the pattern is worth its price, for the report's trade-offs table.
extension MVCArchitecture {
    public var whenToChoose: String? {
        """
        Choose it for a few plain screens and a team that knows UIKit: Apple's own layers, few \
        roles and no library. The price is the view controller, which bridges every model to \
        its views: it composes every text, so two screens that show the same model compose it twice, \
        and that formatting is tested only through the view controller.
        """
    }

    /// Where views meet the state: view controllers hand the views their closures and hear from the model controllers.
    public var wiringRoles: [String] { ["ViewControllers"] }
}
