import Domain
import Reactive

extension ArtworkLoader: ReactiveCompatible {}

extension Reactive where Base == ArtworkLoader {
    /// Loads the image at `url` when subscribed: the image, then completion; or the loader's
    /// error. Disposing before the answer cancels this caller's interest in the load.
    func loadImage(for url: String) -> Observable<Artwork> {
        Observable.create { [base] observer in
            let request = base.loadImage(for: url) { result in
                switch result {
                case let .success(image):
                    observer.onNext(image)
                    observer.onCompleted()
                case let .failure(error):
                    observer.onError(error)
                }
            }
            return Disposables.create { request.cancel() }
        }
    }
}
