import HeadlessUI
import Testing

@MainActor
struct ControlTests {
    // MARK: - Actions

    @Test func actionsRunInTheOrderTheyWereAddedAndOnlyForTheirEvent() {
        let control = Control()
        var log: [String] = []
        control.addAction(Action { _ in log.append("tap 1") }, for: .touchUpInside)
        control.addAction(Action { _ in log.append("edit") }, for: .editingChanged)
        control.addAction(Action { _ in log.append("tap 2") }, for: .touchUpInside)

        control.sendActions(for: .touchUpInside)

        #expect(log == ["tap 1", "tap 2"])
    }

    @Test func anActionReceivesTheControlThatSentIt() {
        let button = Button(title: "Go")
        var sender: Control?
        button.addAction(Action { sender = $0 }, for: .touchUpInside)

        button.userTap()

        #expect(sender === button)
    }

    // MARK: - Buttons

    @Test func aTapRunsTheButtonsActionsOnlyWhileItIsEnabled() {
        let button = Button(title: "Go")
        var taps = 0
        button.addAction(Action { _ in taps += 1 }, for: .touchUpInside)

        button.userTap()
        button.isEnabled = false
        button.userTap()
        button.isEnabled = true
        button.userTap()

        #expect(taps == 2)
    }

    // MARK: - Text fields

    @Test func settingTheTextInCodeSendsNoEditingChange() {
        let field = TextField()
        var changes = 0
        field.addAction(Action { _ in changes += 1 }, for: .editingChanged)

        field.text = "set by the app"

        #expect(changes == 0)
    }

    @Test func typingAppendsToTheTextAndReplacingSetsIt() {
        let field = TextField()
        field.text = "hey"

        field.userType(" ")
        field.userType("j")
        #expect(field.text == "hey j")

        field.userReplaceText(with: "")
        #expect(field.text == "")
    }

    @Test func aDisabledFieldIgnoresTheUser() {
        let field = TextField()
        field.text = "fixed"
        field.isEnabled = false
        var changes = 0
        field.addAction(Action { _ in changes += 1 }, for: .editingChanged)

        field.userType("x")
        field.userReplaceText(with: "other")

        #expect(field.text == "fixed")
        #expect(changes == 0)
    }

    // MARK: - Views

    @Test func addingASubviewMovesItFromItsOldSuperview() {
        let first = View(), second = View(), child = Label()
        first.addSubview(child)

        second.addSubview(child)

        #expect(first.subviews.isEmpty)
        #expect(second.subviews.count == 1)
        #expect(child.superview === second)
    }

    @Test func removingFromTheSuperviewDetachesTheView() {
        let parent = View(), child = View()
        parent.addSubview(child)

        child.removeFromSuperview()
        child.removeFromSuperview()

        #expect(parent.subviews.isEmpty)
        #expect(child.superview == nil)
    }

    @Test func subviewsKeepTheOrderTheyWereAdded() {
        let parent = View()
        let views = [Label(), Label(), Label()]
        for view in views { parent.addSubview(view) }

        #expect(parent.subviews.count == 3)
        #expect(zip(parent.subviews, views).allSatisfy { $0 === $1 })
    }

    @Test func layoutReachesATableNestedInPlainViews() {
        let dataSource = CountingDataSource(rowCount: 50)
        let root = View(), container = View(), table = TableView()
        table.register(RecordingCell.self, forCellReuseIdentifier: CountingDataSource.reuseIdentifier)
        table.dataSource = dataSource
        container.addSubview(table)
        root.addSubview(container)

        root.layout(in: Viewport(visibleRows: 5))

        #expect(table.viewportRows == 5)
        #expect(dataSource.askedRows == [0, 1, 2, 3, 4])
    }

    @Test func theDriverNamesEachKindOfElement() {
        #expect(Driver.kind(of: Label()) == "label")
        #expect(Driver.kind(of: TextField()) == "field")
        #expect(Driver.kind(of: Button()) == "button")
        #expect(Driver.kind(of: ImageView()) == "image")
        #expect(Driver.kind(of: TableView()) == "table")
        #expect(Driver.kind(of: View()) == "view")
        #expect(Driver.kind(of: TableViewCell(reuseIdentifier: "row")) == "view")
    }
}
