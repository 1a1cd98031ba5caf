import HeadlessUI

/// The base of every class an architecture declares that is not a view or a view controller:
/// it counts itself among the objects alive while it lives (SPEC §7), as HeadlessUI's views and
/// view controllers count themselves, so a view model, a model or a data controller an
/// architecture keeps per row or per screen shows in the work it does.
///
/// A common rule checks that every class an architecture declares or creates inherits from one
/// of the three: a class that does not is a break, so none can go uncounted.
@MainActor
open class CountedObject {
    public init() {
        UIWork.total.objectsAlive += 1
    }

    isolated deinit {
        UIWork.total.objectsAlive -= 1
    }
}
