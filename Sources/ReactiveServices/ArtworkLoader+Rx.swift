import Domain
import Reactive

extension ArtworkLoader: ReactiveCompatible {}

extension Reactive where Base == ArtworkLoader {
    /// Loads the image at `url` when subscribed: the image, then completion; or the loader's
    /// error. A cached image comes on the main queue, never during the subscription.
    /// Disposing before the answer cancels this subscriber's interest; the loader's shared
    /// load goes on and fills the cache.
    ///
    ///     loadImage(for: url):  ----(image)|
    ///
    /// - Parameter url: The image's URL.
    /// - Returns: A cold observable: each subscription asks the loader once.
    public func loadImage(for url: String) -> Observable<Artwork> {
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
