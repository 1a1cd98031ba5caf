import Foundation
import HeadlessUI
import Reactive
import ReactiveTest
import ReactiveUI
import Testing

/// `rx.itemSelected`: the user's choice of a row.
@MainActor
struct TableViewSelectionRxTests {
    let scheduler = TestScheduler()
    let table = TableView()
    let bag = DisposeBag()

    @Test func itemSelectedEmitsTheIndexPathOfEachRowTheUserSelects() {
        let selected = scheduler.createObserver(IndexPath.self)
        table.rx.itemSelected.subscribe(selected).disposed(by: bag)

        scheduler.scheduleAt(100) { table.userSelectRow(at: IndexPath(row: 2)) }
        scheduler.scheduleAt(200) { table.userSelectRow(at: IndexPath(row: 0)) }
        scheduler.start()

        #expect(selected.events == [.next(100, IndexPath(row: 2)), .next(200, IndexPath(row: 0))])
    }

    @Test func everySubscriberHearsOfTheSelection() {
        var first: [Int] = [], second: [Int] = []
        table.rx.itemSelected.subscribe(onNext: { first.append($0.row) }).disposed(by: bag)
        table.rx.itemSelected.subscribe(onNext: { second.append($0.row) }).disposed(by: bag)

        table.userSelectRow(at: IndexPath(row: 2))

        #expect(first == [2])
        #expect(second == [2])
    }

    @Test func theTableLetsGoOfItsDelegateWhenTheLastSubscriptionEnds() {
        let first = table.rx.itemSelected.subscribe(onNext: { _ in })
        let second = table.rx.itemSelected.subscribe(onNext: { _ in })

        first.dispose()
        #expect(table.delegate != nil)
        second.dispose()

        #expect(table.delegate == nil)
    }
}
