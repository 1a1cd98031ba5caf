import ArchitectureKit
import HeadlessUI

// Every scenario's outcome crosses from a worker to its parent (`compare`, `run --jobs N`),
// and a run is most of it. With named fields, the run's totals and its writes by widget (a
// dozen widgets, each an object of two counts) made a few kilobytes of keys for the parent to
// scan and look up, most of its work in reading an answer. Written as arrays of values in a
// fixed order, texts and widgets sorted so the same run always gives the same bytes:
//
//     [architecture id, stopped early, [step records], [digest first, digest second, text, …],
//      the eleven counts of its total work (`WorkCounts+Compact.swift`),
//      [widget, writes, equal writes, …],
//      the five counts of its stores' work, or null for an architecture without a store]

extension ArchitectureRun: Codable {
    public init(from decoder: any Decoder) throws {
        var values = try decoder.unkeyedContainer()
        let architectureID = try values.decode(String.self)
        let stoppedEarly = try values.decode(Bool.self)
        let steps = try values.decode([StepRecord].self)
        var texts: [SnapshotDigest: String] = [:]
        var textValues = try values.nestedUnkeyedContainer()
        while !textValues.isAtEnd {
            let digest = SnapshotDigest(first: try textValues.decode(UInt64.self), second: try textValues.decode(UInt64.self))
            texts[digest] = try textValues.decode(String.self)
        }
        let totalWork = try WorkCounts(compactFrom: &values)
        var writesByWidget: [String: WidgetWrites.Tally] = [:]
        var widgetValues = try values.nestedUnkeyedContainer()
        while !widgetValues.isAtEnd {
            let widget = try widgetValues.decode(String.self)
            writesByWidget[widget] = WidgetWrites.Tally(writes: try widgetValues.decode(Int.self), equalWrites: try widgetValues.decode(Int.self))
        }
        self.init(architectureID: architectureID, steps: steps, stoppedEarly: stoppedEarly, snapshotTexts: texts, totalWork: totalWork,
                  writesByWidget: writesByWidget)
        if try !values.decodeNil() {
            var counts = try values.nestedUnkeyedContainer()
            storeWork = StoreWorkCounts(actionsReduced: try counts.decode(Int.self), stateComparisons: try counts.decode(Int.self),
                                        scopesComputed: try counts.decode(Int.self), observerCalls: try counts.decode(Int.self),
                                        effectsStarted: try counts.decode(Int.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var values = encoder.unkeyedContainer()
        try values.encode(architectureID)
        try values.encode(stoppedEarly)
        try values.encode(steps)
        var textValues = values.nestedUnkeyedContainer()
        for (digest, text) in snapshotTexts.sorted(by: { ($0.key.first, $0.key.second) < ($1.key.first, $1.key.second) }) {
            try textValues.encode(digest.first)
            try textValues.encode(digest.second)
            try textValues.encode(text)
        }
        try totalWork.encodeCompact(into: &values)
        var widgetValues = values.nestedUnkeyedContainer()
        for (widget, tally) in writesByWidget.sorted(by: { $0.key < $1.key }) {
            try widgetValues.encode(widget)
            try widgetValues.encode(tally.writes)
            try widgetValues.encode(tally.equalWrites)
        }
        if let storeWork {
            try values.encode([storeWork.actionsReduced, storeWork.stateComparisons, storeWork.scopesComputed,
                               storeWork.observerCalls, storeWork.effectsStarted])
        } else {
            try values.encodeNil()
        }
    }
}
