import ArchitectureKit
import Binder
import Diagnostics
import Direct
import HeadlessUI
import MVB
import MVC
import MVP
import MVVM
import MVVMC
import TCA
import VIPER

/// The architectures the workbench knows, in the order reports show them.
public enum ArchitectureRegistry {
    /// Every registered architecture.
    public static let all: [any Architecture] = [
        MVCArchitecture(),
        MVVMArchitecture(),
        MVPArchitecture(),
        MVBArchitecture(),
        MVVMCArchitecture(),
        BinderArchitecture(),
        TCAArchitecture(),
        VIPERArchitecture(),
        DirectArchitecture(),
    ]

    /// The architectures named by `ids`, in the order given.
    ///
    /// - Throws: ``UnknownArchitecture`` for a name that is not registered, with a suggestion.
    public static func select(_ ids: [String], from architectures: [any Architecture] = all) throws(UnknownArchitecture) -> [any Architecture] {
        try ids.map { (id) throws(UnknownArchitecture) in
            guard let found = architectures.first(where: { $0.id == id.lowercased() }) else {
                throw UnknownArchitecture(name: id, suggestions: Spelling.suggestions(for: id.lowercased(), in: architectures.map(\.id)),
                                          known: architectures.map(\.id))
            }
            return found
        }
    }
}

/// A name on the command line that is not a registered architecture: the data of the
/// message the command line words.
public struct UnknownArchitecture: Error, Equatable {
    public let name: String
    /// The registered ids nearest the name, for "did you mean".
    public let suggestions: [String]
    public let known: [String]
}
