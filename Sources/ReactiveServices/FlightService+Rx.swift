import Domain
import Reactive

extension FlightService: ReactiveCompatible {}

extension Reactive where Base == FlightService {
    /// Loads the board when subscribed: the flights, then completion; or the service's error.
    /// Disposing before the answer cancels the request, so its answer is never sent.
    ///
    ///     loadBoard():  ----(flights)|
    ///
    /// - Returns: A cold observable: each subscription is one request.
    public func loadBoard() -> Observable<[Flight]> {
        Observable.create { [base] observer in
            let request = base.loadBoard { result in
                switch result {
                case let .success(flights):
                    observer.onNext(flights)
                    observer.onCompleted()
                case let .failure(error):
                    observer.onError(error)
                }
            }
            return Disposables.create { request.cancel() }
        }
    }

    /// Emits every status change of the live feed, in the instant it happens, from
    /// subscription on; it never completes. Disposing stops the observation.
    ///
    ///     statusChanges:  ---(BA287 delayed 25)---(AA100 boarding)---
    public var statusChanges: Observable<FlightStatusChange> {
        Observable.create { [base] observer in
            let observation = base.observeStatusChanges { change in observer.onNext(change) }
            return Disposables.create { observation.cancel() }
        }
    }
}
