import ArchitectureKit
import Reports

/// Where a file of a patch belongs: its role (or, for the shared patch, its module or folder)
/// and the folder that holds the role, relative to the package root.
struct PatchArea: Equatable {
    let role: String
    let folder: String
}

extension PatchCost {
    /// Counts `diff`. `area` says where a file belongs (nil for a test); `existed` whether a
    /// role's folder was there before the patch; `sources` gives a file's text before and after
    /// the patch, for the types its lines are in and what each line holds.
    static func count(_ diff: UnifiedDiff, area: (String) -> PatchArea?, existed: (String) -> Bool,
                      sources: (String) -> (before: String?, after: String?)) -> PatchCost {
        var cost = PatchCost()
        var roles: [String: Bool] = [:]
        var touched = Set<String>(), declaredAdded = Set<String>(), declaredRemoved = Set<String>()
        for file in diff.files {
            let place = area(file.path)
            let (before, after) = sources(file.path)
            let added = after.map { LineKinds(source: $0, path: file.path) }
            let removed = before.map { LineKinds(source: $0, path: file.path) }
            let lines = ChangedLines(added: file.addedLines.map { added?.kind(at: $0) ?? .code },
                                     removed: file.removedLines.map { removed?.kind(at: $0) ?? .code })
            guard let place else {
                cost.testFiles.append(file)
                cost.tests.add(lines)
                continue
            }
            cost.appFiles.append(file)
            cost.app.add(lines)
            roles[place.role] = existed(place.folder)
            guard file.path.hasSuffix(".swift") else { continue }
            if let after {
                let spans = TypeSpans(source: after, path: file.path)
                touched.formUnion(file.addedLines.compactMap(spans.type(at:)))
                declaredAdded.formUnion(spans.types(declaredOn: file.addedLines))
            }
            if let before {
                let spans = TypeSpans(source: before, path: file.path)
                touched.formUnion(file.removedLines.compactMap(spans.type(at:)))
                declaredRemoved.formUnion(spans.types(declaredOn: file.removedLines))
            }
        }
        // A type is new when the patch declares it and declared it nowhere before: a
        // declaration edited (a conformance added) or moved to another file is the same type.
        let new = declaredAdded.subtracting(declaredRemoved).intersection(touched)
        cost.types = NewAndModified(new: new.sorted(), modified: touched.subtracting(new).sorted())
        cost.roles = NewAndModified(new: roles.filter { !$0.value }.keys.sorted(), modified: roles.filter(\.value).keys.sorted())
        cost.appFiles.sort()
        cost.testFiles.sort()
        return cost
    }

    /// Where a file of an architecture's patch belongs: its role inside `sourceFolder`
    /// (`(root)` at the folder's top), nil for a test, or its module or folder outside.
    static func architectureArea(sourceFolder: String) -> (String) -> PatchArea? {
        { path in
            if path.hasPrefix("Tests/") { return nil }
            guard path.hasPrefix(sourceFolder + "/") else { return sharedArea(path) }
            let inside = path.dropFirst(sourceFolder.count + 1).split(separator: "/")
            return inside.count > 1 ? PatchArea(role: String(inside[0]), folder: sourceFolder + "/" + inside[0])
                : PatchArea(role: RuleCheck.compositionRoot, folder: sourceFolder)
        }
    }

    /// Where a file of the shared patch belongs: `Sources/Domain/...` is `Domain`,
    /// `Scenarios/search/...` is `Scenarios`; tests are nil.
    static func sharedArea(_ path: String) -> PatchArea? {
        let parts = path.split(separator: "/")
        if parts.first == "Tests" { return nil }
        if parts.first == "Sources", parts.count > 2 { return PatchArea(role: String(parts[1]), folder: "Sources/" + parts[1]) }
        let first = parts.first.map(String.init) ?? path
        return PatchArea(role: first, folder: first)
    }
}

extension NewAndModified {
    /// Adds a file of a patch, by whether the patch creates it.
    mutating func append(_ file: UnifiedDiff.FilePatch) {
        if file.isNew { new.append(file.path) } else { modified.append(file.path) }
    }

    mutating func sort() {
        new.sort()
        modified.sort()
    }
}

extension ChangedLines {
    /// The lines a file's hunks add and remove, by what each holds.
    init(added: [LineKinds.Kind], removed: [LineKinds.Kind]) {
        self.init()
        for kind in added { self[kind].added += 1 }
        for kind in removed { self[kind].removed += 1 }
    }

    mutating func add(_ other: ChangedLines) {
        for kind in LineKinds.Kind.allCases {
            self[kind].added += other[kind].added
            self[kind].removed += other[kind].removed
        }
    }

    private subscript(kind: LineKinds.Kind) -> LineCount {
        get {
            switch kind {
            case .code: code
            case .comment: comments
            case .blank: blank
            }
        }
        set {
            switch kind {
            case .code: code = newValue
            case .comment: comments = newValue
            case .blank: blank = newValue
            }
        }
    }
}
