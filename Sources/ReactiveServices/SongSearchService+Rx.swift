import Domain
import Reactive

extension SongSearchService: ReactiveCompatible {}

extension Reactive where Base == SongSearchService {
    /// Searches for `term` when subscribed: the songs, then completion; or the service's error.
    /// Disposing before the answer cancels the request, so its answer is never sent.
    ///
    ///     search("jude"):  ----(songs)|        (the service's latency after subscription)
    ///
    /// - Parameter term: The term, sent as given.
    /// - Returns: A cold observable: each subscription is one request.
    public func search(_ term: String) -> Observable<[Song]> {
        Observable.create { [base] observer in
            let request = base.search(term) { result in
                switch result {
                case let .success(songs):
                    observer.onNext(songs)
                    observer.onCompleted()
                case let .failure(error):
                    observer.onError(error)
                }
            }
            return Disposables.create { request.cancel() }
        }
    }
}
