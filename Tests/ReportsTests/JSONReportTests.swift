@testable import Harness
@testable import Reports
import Testing
import WorkbenchTestKit

/// `compare --format json`: failures as data under stable keys.
@MainActor
struct JSONReportTests {
    @Test func aFailureCarriesItsKindPlaceStatementDataAndWording() {
        let run = HandMade.run("mvc", [
            HandMade.step(0, line: 2, "launch search"),
            HandMade.step(1, line: 5, "expect search.results[2].artwork none", failures: [
                .expectation(expected: .row(element: "search.results", row: 2, field: .artwork, nil), found: .rowField("https://a/1.jpg")),
            ]),
            HandMade.step(2, line: 6, "back", failures: [
                .leak(.screen(ScreenLeak(screenID: "song", controllerType: nil, views: [ViewCount(kind: "Label", count: 2)]))),
            ]),
            HandMade.step(3, line: 7, "tap search.results[12]", failures: [
                .driver(.rowNotVisible(id: "search.results", row: 12, visible: 0..<10)),
            ]),
        ])
        let report = CompareReport(architectures: [HandCountedArchitecture(id: "mvc", displayName: "MVC")],
                                   outcomes: [HandMade.outcome([run], verdicts: ["mvc": .fail])])

        #expect(JSONReport.render(report, exitCode: 1, reportFiles: .notAsked) == #"""
            {
              "architectures" : [
                {
                  "id" : "mvc",
                  "isBaseline" : false,
                  "name" : "MVC"
                }
              ],
              "exitCode" : 1,
              "reportFiles" : {
                "outcome" : "notAsked",
                "written" : [

                ]
              },
              "scenarios" : [
                {
                  "failures" : [
                    {
                      "architecture" : "mvc",
                      "column" : 1,
                      "expected" : {
                        "check" : "row",
                        "element" : "search.results",
                        "field" : "artwork",
                        "none" : true,
                        "row" : 2
                      },
                      "found" : {
                        "text" : "https://a/1.jpg"
                      },
                      "kind" : "expectation",
                      "line" : 5,
                      "message" : "expected search.results[2].artwork none, found \"https://a/1.jpg\"",
                      "statement" : "expect search.results[2].artwork none"
                    },
                    {
                      "architecture" : "mvc",
                      "column" : 1,
                      "kind" : "leak",
                      "leak" : {
                        "screen" : "song",
                        "views" : [
                          {
                            "count" : 2,
                            "kind" : "Label"
                          }
                        ]
                      },
                      "line" : 6,
                      "message" : "screen \"song\" was popped and its view controller released, but 2 views (Label ×2) stayed alive",
                      "statement" : "back"
                    },
                    {
                      "architecture" : "mvc",
                      "column" : 1,
                      "driverError" : {
                        "rowNotVisible" : {
                          "id" : "search.results",
                          "row" : 12,
                          "visible" : [
                            0,
                            10
                          ]
                        }
                      },
                      "kind" : "driver",
                      "line" : 7,
                      "message" : "row 12 of \"search.results\" is not visible (visible rows are 0…9)",
                      "statement" : "tap search.results[12]"
                    }
                  ],
                  "file" : "Scenarios/search/typing.scenario",
                  "name" : "Typing",
                  "tags" : [

                  ],
                  "verdicts" : {
                    "mvc" : "fail"
                  },
                  "work" : {
                    "mvc" : {
                      "artworkRequests" : 0,
                      "cellsConfigured" : 0,
                      "equalWrites" : 0,
                      "flightRequests" : 0,
                      "fullReloads" : 0,
                      "objectsAlive" : 0,
                      "partialReloads" : 0,
                      "searchRequests" : 0,
                      "supportObjectsAlive" : 0,
                      "tasksScheduled" : 0,
                      "writes" : 0
                    }
                  }
                }
              ],
              "summary" : {
                "diverge" : 0,
                "fail" : 1,
                "pass" : 0,
                "scenarios" : 1,
                "unreadable" : 0
              }
            }

            """#)
    }
}
