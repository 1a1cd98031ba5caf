import HeadlessUI
import Reactive
import ReactiveUI
import Testing

@MainActor
struct ImageViewRxTests {
    @Test func theImageBinderShowsEachImageAndNilForNone() {
        let imageView = ImageView()
        let image = Image(source: "https://art.example/1/100x100bb.jpg")

        imageView.rx.image.onNext(image)
        #expect(imageView.image == image)
        imageView.rx.image.onNext(nil)
        #expect(imageView.image == nil)
    }
}
