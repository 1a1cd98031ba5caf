#!/usr/bin/env python3
"""The browser check's own test: it must catch what a reader cannot see.

Usage: python3 .ci/test-check-report.py

Loads .ci/fixtures/hidden-content.html, a page that hides something in each of its sections,
with .ci/check-report.py's browser and probe, and expects each failure message below (and
none about the parts that show their content whole: cards that label every cell, a folded
<details>, code that wraps under itself). Needs Chromium, as the check does.
Exit status: 0 when every expectation holds, 1 otherwise.
"""

import importlib.util
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).parent
spec = importlib.util.spec_from_file_location("check_report", HERE / "check-report.py")
check = importlib.util.module_from_spec(spec)
spec.loader.exec_module(check)

# Each message the check must give, as its words begin or hold them.
EXPECTED = [
    "1,400 px: <div.wide> “A box wider than the one that holds it, cut off at” in #clipped: "
    "its content (by 1000 px) is cut off by <div.clips>, overflow-x: hidden",
    "1,400 px: <div.wide> “A box wider than an 800 px window, with nothing to” in #off-page: "
    "its content (by 8 px) runs past the window's edge",
    "1,400 px: the table under “Hidden column” (#hidden-column): column “Direct” is not displayed (display: none)",
    "1,400 px: the table under “Unlabelled cards” (#cards): column “MVVM” is not displayed "
    "(its header is not displayed and its cells do not show it as a label)",
    "1,400 px: 1 code block(s) wrap a line without a hanging indent",
    "800 px: the table under “Scrolled” (#scrolled): column “Direct” (by ",
    ") is outside <div.scrolls>, overflow-x: auto: only scrolling that box sideways shows it",
    "A4 paper: the table under “Scrolled” (#scrolled): column “Binder” (by ",
    ") run past the paper's edge",
    "the table under “Twice” (#twice): one row has 2 headers “Direct”",
    "section #twice has 2 headings “Direct”",
]
# Words no message may hold: what the page shows whole.
UNEXPECTED = ["#folded", "“Cards”", "let indented", "1,400 px: the table under “Scrolled”"]


def main():
    executable, why_not = check.find_chromium()
    if executable is None:
        print(f"FAIL: {why_not}")
        return 1
    with tempfile.TemporaryDirectory(prefix="check-report-test-") as outdir:
        seen = check.load_in_browser(executable, HERE / "fixtures" / "hidden-content.html", Path(outdir), 60.0)
    _, problems = check.check_contract(seen["dom"])
    messages = [p for p in problems if "headers" in p or "headings" in p]
    for name, layout in seen["layouts"].items():
        messages += check.check_hidden(layout["measured"], name, layout["media"])
    failures = [f"expected a message holding: {e}" for e in EXPECTED if not any(e in m for m in messages)]
    failures += [f"no message may hold {u!r}, yet: {m}" for u in UNEXPECTED for m in messages if u in m]
    if failures:
        print("test-check-report: FAIL")
        for f in failures:
            print(f"  - {f}")
        print("what the check said:")
        for m in messages:
            print(f"  . {m}")
        return 1
    print(f"test-check-report: PASS ({len(EXPECTED)} expected messages found, {len(messages)} in all)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
