import Foundation
import HeadlessUI
import Testing

@MainActor
struct SnapshotTests {
    // MARK: - Whole screens

    @Test func aScreenRendersEveryVisibleElementSortedByIdentifier() throws {
        let works = CountingDataSource(rowCount: 12)
        works.configure = { cell, row in
            cell.titleLabel.text = "Work \(row)"
            cell.subtitleLabel.text = "Notes — \(row)"
            cell.detailLabel.text = "\(row):00"
            cell.artworkView.image = row.isMultiple(of: 2) ? Image(source: "https://example.com/\(row).jpg") : nil
        }
        let profile = ScreenViewController("profile", title: #"Ada's "profile""#) { root in
            root.add(Label(), id: "profile.name").text = "Ada Lovelace"
            root.add(TextField(), id: "profile.email").placeholder = "you@example.com"
            root.add(TextField(), id: "profile.city").text = "London"
            root.add(Button(title: "Save"), id: "profile.save").isEnabled = false
            root.add(Button(title: "Cancel"), id: "profile.cancel")
            root.add(ImageView(), id: "profile.avatar").image = Image(source: "https://example.com/ada.jpg")
            root.add(ImageView(), id: "profile.banner")
            root.add(Label(), id: "profile.secret").isHidden = true
            let extras = root.add(View(), id: "profile.extras")
            extras.isHidden = true
            extras.add(Label(), id: "profile.extras.note").text = "hidden below a hidden view"
            let card = root.add(View(), id: "profile.card")
            card.add(Label(), id: "profile.card.caption").text = "Engine"
            let table = root.add(TableView(), id: "profile.works")
            table.register(TableViewCell.self, forCellReuseIdentifier: CountingDataSource.reuseIdentifier)
            table.dataSource = works
        }
        let driver = makeDriver(ScreenViewController("home", title: "Home"), profile, viewport: Viewport(visibleRows: 3))
        try driver.scroll("profile.works", toRow: 4)
        try driver.table("profile.works").selectRow(at: IndexPath(row: 5))

        #expect(driver.snapshot() == #"""
            screen profile "Ada's \"profile\""   stack: home > profile
            profile.avatar  image "https://example.com/ada.jpg"
            profile.banner  image none
            profile.cancel  button "Cancel"
            profile.card  view
            profile.card.caption  label "Engine"
            profile.city  field "London"
            profile.email  field "" placeholder="you@example.com"
            profile.name  label "Ada Lovelace"
            profile.save  button "Save" disabled
            profile.works  table count=12 first=4 selected=5
              [4] title="Work 4" subtitle="Notes — 4" detail="4:00" artwork="https://example.com/4.jpg"
              [5] title="Work 5" subtitle="Notes — 5" detail="5:00" artwork=none
              [6] title="Work 6" subtitle="Notes — 6" detail="6:00" artwork="https://example.com/6.jpg"

            """#)
    }

    @Test func theSpecsSearchExampleRendersAsWritten() throws {
        let results = CountingDataSource(rowCount: 1)
        results.configure = { cell, _ in
            cell.titleLabel.text = "Hey Jude"
            cell.subtitleLabel.text = "The Beatles — Hey Jude"
            cell.detailLabel.text = "7:11"
            cell.artworkView.image = Image(source: "https://example.com/100x100bb.jpg")
        }
        let search = ScreenViewController("search", title: "Search") { root in
            root.add(TextField(), id: "search.term").text = "hey jude"
            root.add(Label(), id: "search.status").text = "1 song"
            let table = root.add(TableView(), id: "search.results")
            table.register(TableViewCell.self, forCellReuseIdentifier: CountingDataSource.reuseIdentifier)
            table.dataSource = results
        }

        let driver = makeDriver(search)

        #expect(driver.snapshot() == """
            screen search "Search"   stack: search
            search.results  table count=1 first=0
              [0] title="Hey Jude" subtitle="The Beatles — Hey Jude" detail="7:11" artwork="https://example.com/100x100bb.jpg"
            search.status  label "1 song"
            search.term  field "hey jude"

            """)
    }

    @Test func anEmptyScreenWithoutATitleIsOneHeaderLine() {
        let driver = makeDriver(ScreenViewController("empty"))

        #expect(driver.snapshot() == "screen empty \"\"   stack: empty\n")
    }

    @Test func missingTextsRenderAsEmptyStrings() {
        let driver = makeDriver(ScreenViewController("blank") { root in
            root.add(Label(), id: "blank.label")
            root.add(Button(), id: "blank.button")
            let table = root.add(TableView(), id: "blank.table")
            table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        })

        #expect(driver.snapshot() == """
            screen blank ""   stack: blank
            blank.button  button ""
            blank.label  label ""
            blank.table  table count=0 first=0

            """)
    }

    @Test func textsWithLineBreaksStayOnTheirElementsLine() {
        let driver = makeDriver(ScreenViewController("notes", title: "Line\nbreak") { root in
            root.add(Label(), id: "notes.body").text = "first\nsecond\tthird"
        })

        #expect(driver.snapshot() == #"""
            screen notes "Line\nbreak"   stack: notes
            notes.body  label "first\nsecond\tthird"

            """#)
    }

    @Test func rowTextReadsTheFourFieldsOfACell() {
        let cell = TableViewCell(reuseIdentifier: "row")
        cell.titleLabel.text = #"Say "Hi""#
        cell.artworkView.image = Image(source: "https://example.com/a.jpg")

        #expect(Snapshot.rowText(cell) == #"title="Say \"Hi\"" subtitle="" detail="" artwork="https://example.com/a.jpg""#)
    }

    // MARK: - Escaping

    @Test func quotingLeavesOrdinaryTextAlone() {
        #expect(Snapshot.quoted("Beyoncé — “Halo” … ➔ 🎵") == #""Beyoncé — “Halo” … ➔ 🎵""#)
        #expect(Snapshot.quoted("") == "\"\"")
    }

    @Test func quotingEscapesQuotesAndBackslashes() {
        #expect(Snapshot.quoted(#"say "hi""#) == #""say \"hi\"""#)
        #expect(Snapshot.quoted(#"C:\music\"#) == #""C:\\music\\""#)
    }

    @Test func quotingEscapesNewlinesAndTabs() {
        #expect(Snapshot.quoted("one\ntwo\tthree") == #""one\ntwo\tthree""#)
    }

    @Test func quotingEscapesOtherControlCharactersAsUnicodeScalars() {
        #expect(Snapshot.quoted("a\u{0}b\u{1B}c\u{7F}d\re") == #""a\u{0}b\u{1B}c\u{7F}d\u{D}e""#)
    }

    @Test func quotingEscapesEveryCharacterThatCouldBreakALine() {
        #expect(Snapshot.quoted("a\u{85}b\u{2028}c\u{2029}d\u{B}e\u{C}") == #""a\u{85}b\u{2028}c\u{2029}d\u{B}e\u{C}""#)
    }

    /// The quick path that finds nothing to escape reads bytes; this checks it against the
    /// rule it stands for, scalar by scalar: every scalar up to U+30FF (the two-byte and the
    /// three-byte forms, the separators among them), and some of four bytes, is written as it
    /// is exactly when it is neither `"`, `\`, nor a control or line or paragraph separator.
    @Test func quotingLeavesAsTheyAreExactlyTheScalarsThatCannotBreakALine() {
        let scalars = (0..<0x3100).compactMap(Unicode.Scalar.init) + ["\u{1F3B5}", "\u{10FFFF}"]
        let wrong = scalars.filter { scalar in
            let text = "a" + String(scalar) + "b"
            let category = scalar.properties.generalCategory
            let escapes = scalar == "\"" || scalar == "\\"
                || category == .control || category == .lineSeparator || category == .paragraphSeparator
            return (Snapshot.quoted(text) == "\"" + text + "\"") == escapes
        }
        #expect(wrong.isEmpty, "quoted wrongly: \(wrong.prefix(5).map { String($0.value, radix: 16) })")
    }
}
