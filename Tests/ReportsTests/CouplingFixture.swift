@testable import Metrics

/// A coupling report made by hand, small enough to read its rendering line by line: three roles
/// (an edge to a role and one to a module), a support module, and a broken rule for each kind of
/// finding, one of them broken twice.
enum CouplingFixture {
    static let folder = "Sources/Architectures/Checked"

    static func role(_ name: String, files: Int, nloc: Int, functions: Int, ccnMax: Int, ccnMean: Double, ca: Int, ce: Int) -> RoleMetrics {
        var metrics = RoleMetrics(name: name)
        metrics.files = files
        metrics.nloc = nloc
        metrics.functions = functions
        metrics.ccnMax = ccnMax
        metrics.ccnMean = ccnMean
        metrics.ca = ca
        metrics.ce = ce
        metrics.instability = ca + ce == 0 ? 0 : Double(ce) / Double(ca + ce)
        metrics.distance = abs(metrics.abstractness + metrics.instability - 1)
        return metrics
    }

    static func rule(_ statement: String, _ origin: RuleResult.Origin = .architecture, breaks: [RuleResult.Break]) -> RuleResult {
        RuleResult(statement: statement, reason: "fixture", origin: origin, status: breaks.isEmpty ? .held : .broken, breaks: breaks)
    }

    /// A break in `file` of `role`'s folder (of the architecture's folder for the root).
    static func at(_ role: String, _ file: String, _ line: Int, _ finding: RuleFinding) -> RuleResult.Break {
        RuleResult.Break(file: folder + "/" + (role == "(root)" ? "" : role + "/") + file, line: line, role: role, finding: finding)
    }

    static var architecture: ArchitectureCoupling {
        var coupling = ArchitectureCoupling(id: "checked", name: "Checked", sourceFolder: folder)
        coupling.referencesFrom = .lexer(reason: "no index store; a debug build writes one")
        var models = role("Models", files: 1, nloc: 20, functions: 3, ccnMax: 2, ccnMean: 5.0 / 3.0, ca: 1, ce: 0)
        models.classes = 1
        var views = role("Views", files: 2, nloc: 30, functions: 8, ccnMax: 4, ccnMean: 1.875, ca: 1, ce: 1)
        views.classes = 2
        views.accessors = 2
        views.state = MutableState(storedVars: 1)
        var root = role("(root)", files: 1, nloc: 5, functions: 1, ccnMax: 1, ccnMean: 1, ca: 0, ce: 1)
        root.structs = 1
        coupling.roles = [models, views, root]
        coupling.app = role("app total", files: 4, nloc: 55, functions: 12, ccnMax: 4, ccnMean: 1.75, ca: 0, ce: 0)
        coupling.app?.accessors = 2
        coupling.app?.state = MutableState(storedVars: 1)
        var reactive = role("Reactive", files: 3, nloc: 100, functions: 10, ccnMax: 3, ccnMean: 1.2, ca: 0, ce: 0)
        reactive.state = MutableState(storedVars: 4, subjects: 2)
        coupling.support = [reactive]
        coupling.edges = [
            Edge(from: "(root)", to: .role("Views"), names: ["CardView"]),
            Edge(from: "Views", to: .role("Models"), names: ["SearchModel"]),
            Edge(from: "Views", to: .module("HeadlessUI"), names: ["Label", "View"]),
        ]
        coupling.rules = [
            rule("Views do not reference Models", breaks: [
                at("Views", "CardView.swift", 8, .references(type: "SearchModel", module: "Checked", role: "Models", through: .role("Models"))),
            ]),
            rule("Views call no service", breaks: [
                at("Views", "CardView.swift", 9, .references(type: "SongSearchService", module: "Domain", role: "Services", through: .classes(in: "Domain/Services"))),
            ]),
            rule("View models are values", breaks: [
                at("ViewModels", "CardViewModel.swift", 1, .referenceType(kind: .class, name: "CardViewModel")),
            ]),
            rule("Only view models create view models", breaks: [at("(root)", "Checked.swift", 2, .creates(type: "CardViewModel"))]),
            rule("Views publish intents", breaks: [at("Views", "CardView.swift", 4, .namedForWidget(name: "closeTapped", suffix: "Tapped"))]),
            rule("Subviews are private", breaks: [at("Views", "CardView.swift", 3, .notPrivate(property: "subtitle", access: "internal"))]),
            rule("View models are held weakly", breaks: [at("Views", "CardView.swift", 5, .heldStrongly(property: "strongModel"))]),
            rule("Views assemble no text", breaks: [at("Views", "CardView.swift", 6, .interpolatedString)]),
            rule("One static function per binding", breaks: [
                at("Bindings", "CardBinding.swift", 4, .functionCount(type: "TwoBinding", functions: 2, staticFunctions: 1)),
            ]),
            RuleResult(statement: "Not checkable", reason: "fixture", origin: .architecture, status: .unchecked, breaks: []),
            rule("No architecture imports another", .common, breaks: []),
            rule("Models import no UI", .common, breaks: [at("Models", "SearchModel.swift", 1, .imports(module: "HeadlessUI"))]),
            rule("Time comes only from the injected main queue", .common, breaks: [
                at("Models", "SearchModel.swift", 7, .usesCode(pattern: "Date()")),
                at("Models", "SearchModel.swift", 9, .usesCode(pattern: "Task.sleep")),
            ]),
        ]
        return coupling
    }
}
