import Domain
import Reactive

extension SongSearchService: ReactiveCompatible {}

extension Reactive where Base == SongSearchService {
    /// Searches for `term` when subscribed: the songs, then completion; or the service's error.
    /// Disposing before the answer cancels the request.
    func search(_ term: String) -> Observable<[Song]> {
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
