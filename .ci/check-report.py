#!/usr/bin/env python3
"""Check the HTML comparison report in a real browser.

Usage: python3 .ci/check-report.py [HTML] [OUTDIR] [--timeout SECONDS]
       HTML defaults to Reports/comparison.html, OUTDIR to .ci-artifacts/

Debian's headless Chromium loads the page; the script talks to it over the
DevTools protocol on a pipe (--remote-debugging-pipe), so it reads console
messages, uncaught exceptions, failed loads and every request the page makes as
structured events, never Chromium's own stderr (dbus, GPU and crashpad noise
go to OUTDIR/chromium-stderr.log and count for nothing). It then takes the DOM
as the browser built it and checks the report's contract with html.parser:

  * sections `compared trade-offs claims architectures agreement concerns pairs roles metrics work
    cost-of-change testability machine`: each a <section id=...> holding visible text;
  * at least one svg.role-diagram per architecture listed in #architectures
    (an element with class `architecture` and `data-id`); a diagram belongs
    to the architecture named by data-id (or data-arch) on the svg or on its
    nearest ancestor that has one;
  * one svg.timing-chart and one svg.scaling-plot inside #machine, unless
    #machine has data-timing="none";
  * no <script> element, no on* handler, no src/href/url() that points outside
    the page: only #fragment references (which must name an existing id) and
    data: URIs;
  * no table row with two headers alike, and no section or article with two
    headings alike (an architecture drawn twice).

Then the page is laid out three times, as a reader gets it: 1,400 px wide (a
classroom projector), 800 px wide (half a laptop screen), both with the
browser's real scrollbars, and on A4 paper (print media, 190 mm of text).
Each time every section must render text and every chart a box, and the
layout probe (.ci/report-layout.js) measures every element and every run of
text against the window (or the paper) and against each box that clips or
scrolls it, and fails on anything a reader cannot see: content cut off,
content a box hides until scrolled sideways (such a box does not count as
showing it: see the probe), content past the window's edge, text not
displayed (a hidden column), and code that wraps without a hanging indent.
Each failure names the table (its caption, or the heading above it) and the
columns, or the element, and by how many px. A screenshot of each layout
goes to OUTDIR/comparison-1400.png, -800.png and -a4.png, and the DOM to
OUTDIR/comparison.dom.html.

Exit status: 0 when the page passes, 1 when it fails or cannot be checked.
Python 3 standard library only.
"""

import argparse
import base64
import json
import os
import re
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from html.parser import HTMLParser
from pathlib import Path

SECTIONS = ["compared", "trade-offs", "claims", "architectures", "agreement", "concerns", "pairs", "roles", "metrics", "work", "cost-of-change", "testability", "machine"]
VIEWPORT = (1400, 900)
# The layouts the page must show whole: (name, CSS px wide, media). 1,400 px is a classroom
# projector, 800 px half a laptop screen; A4 paper is 210 mm less 10 mm margins each side (the
# page's @page rule asks for them), 190 mm at 96 px to the inch. Paper has no scrollbars; the
# screens keep theirs, as a reader's browser does.
A4_WIDTH = round(190 / 25.4 * 96)
LAYOUTS = (("1,400 px", 1400, "screen"), ("800 px", 800, "screen"), ("A4 paper", A4_WIDTH, "print"))
MAX_SHOT_HEIGHT = 30000  # CSS pixels; a longer page is cut there, and the verdict says so
SETTLE_QUIET = 0.4       # seconds without a page event after load before the page counts as settled
SETTLE_MAX = 3.0

CHROMIUM_FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu",
    "--remote-debugging-pipe",
    "--disable-dev-shm-usage",          # small /dev/shm in containers
    "--no-first-run", "--no-default-browser-check",
    "--disable-extensions", "--disable-component-update", "--disable-sync",
    "--disable-background-networking", "--disable-default-apps",
    "--host-resolver-rules=MAP * ~NOTFOUND",  # no name resolves: nothing leaves the machine
    "--mute-audio",
    "--force-color-profile=srgb", "--font-render-hinting=none",
    f"--window-size={VIEWPORT[0]},{VIEWPORT[1]}",
]

# Attributes whose value is a URL the browser may fetch or navigate to.
URL_ATTRIBUTES = {"src", "href", "xlink:href", "srcset", "poster", "data", "action",
                  "formaction", "background", "ping", "manifest", "lowsrc", "longdesc"}
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
        "param", "source", "track", "wbr"}
NO_TEXT = {"style", "script", "template", "noscript", "title"}
URL_FUNC = re.compile(r"url\(\s*(['\"]?)(.*?)\1\s*\)", re.I | re.S)

# Measured in the page after load (a DevTools probe, not a script of the page).
MEASURE_JS = r"""
(() => {
  const box = el => {
    const r = el.getBoundingClientRect();
    const cs = getComputedStyle(el);
    return {w: Math.round(r.width), h: Math.round(r.height),
            shown: el.getClientRects().length > 0 && cs.visibility !== 'hidden' && r.width > 0 && r.height > 0};
  };
  const sections = [...document.querySelectorAll('section[id]')].map(s => {
    const b = box(s);
    return {id: s.id, shown: b.shown, text: b.shown ? (s.innerText || '').trim().length : 0};
  });
  const charts = [...document.querySelectorAll('svg.role-diagram, svg.timing-chart, svg.scaling-plot')].map(s => {
    const b = box(s);
    const owner = s.closest('[data-id], [data-arch]');
    const section = s.closest('section[id]');
    return {cls: s.getAttribute('class'), w: b.w, h: b.h, shown: b.shown,
            owner: owner ? (owner.getAttribute('data-id') || owner.getAttribute('data-arch')) : null,
            section: section ? section.id : null};
  });
  // Code must wrap: a <pre> or <code> whose text runs past its own box is cut off or
  // scrolls, and so is a page wider than the window.
  const overflowing = [...document.querySelectorAll('pre, code')].filter(el => {
    const b = box(el);
    return b.shown && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).display !== 'inline';
  }).map(el => ({tag: el.tagName.toLowerCase(), text: (el.innerText || '').trim().slice(0, 60),
                 section: (el.closest('section[id]') || {}).id || null, over: el.scrollWidth - el.clientWidth}));
  const pageWidth = document.documentElement.scrollWidth;
  return {sections, charts, title: document.title, overflowing, pageWidth,
          windowWidth: document.documentElement.clientWidth};
})()
"""

# Measured at each layout: every element and run of text the reader cannot see (see the file).
LAYOUT_JS = (Path(__file__).parent / "report-layout.js").read_text(encoding="utf-8")


class CheckError(Exception):
    """The page could not be checked at all (no browser, a timeout, a crash)."""


# --------------------------------------------------------------------------------------------
# Chromium over the DevTools protocol, on the pipe (fd 3: commands in, fd 4: messages out)


class Chromium:
    def __init__(self, executable, stderr_path, deadline, timeout):
        self.deadline, self.timeout = deadline, timeout
        self.next_id = 0
        self.buffer = b""
        self.events = []
        self.profile = tempfile.mkdtemp(prefix="check-report-profile-")
        to_browser_r, self.to_browser = os.pipe()
        self.from_browser, from_browser_w = os.pipe()

        def child_fds():
            # Two fresh copies first, so that dup2 never lands on a pipe end still needed.
            a, b = os.dup(to_browser_r), os.dup(from_browser_w)
            os.dup2(a, 3)
            os.dup2(b, 4)

        self.stderr_file = open(stderr_path, "wb")
        self.process = subprocess.Popen(
            [executable, *CHROMIUM_FLAGS, f"--user-data-dir={self.profile}", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=self.stderr_file, stderr=self.stderr_file,
            preexec_fn=child_fds, close_fds=False, start_new_session=True)
        os.close(to_browser_r)
        os.close(from_browser_w)

    def send(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        try:
            os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        except BrokenPipeError:
            code = self.process.wait(timeout=5)
            raise CheckError(f"Chromium exited (status {code}) before the check was done") from None
        return self.next_id

    def call(self, method, params=None, session=None):
        wanted = self.send(method, params, session)
        while True:
            message = self.read(self.deadline)
            if message is None:
                raise CheckError(f"Chromium did not answer {method} within the {self.timeout:g} s timeout")
            if message.get("id") == wanted:
                if "error" in message:
                    raise CheckError(f"{method} failed: {message['error'].get('message')}")
                return message.get("result", {})
            if "method" in message:
                self.events.append(message)

    def read(self, until):
        """The next message, or None when `until` (a monotonic time) passes first."""
        while b"\0" not in self.buffer:
            left = until - time.monotonic()
            if left <= 0:
                return None
            ready, _, _ = select.select([self.from_browser], [], [], left)
            if not ready:
                return None
            chunk = os.read(self.from_browser, 1 << 20)
            if not chunk:
                code = self.process.wait(timeout=5)
                raise CheckError(f"Chromium exited (status {code}) before the check was done")
            self.buffer += chunk
        raw, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(raw)

    def wait_for_event(self, method, session, until):
        for event in self.events:
            if event["method"] == method and event.get("sessionId") == session:
                return event
        while True:
            message = self.read(until)
            if message is None:
                return None
            if "method" in message:
                self.events.append(message)
                if message["method"] == method and message.get("sessionId") == session:
                    return message

    def settle(self, quiet, longest):
        """Collect events until none came for `quiet` seconds (at most `longest` seconds)."""
        end = min(time.monotonic() + longest, self.deadline)
        while True:
            message = self.read(min(time.monotonic() + quiet, end))
            if message is None:
                return
            if "method" in message:
                self.events.append(message)

    def close(self):
        try:
            if self.process.poll() is None:
                try:
                    self.send("Browser.close")
                    self.process.wait(timeout=2)
                except (OSError, CheckError, subprocess.TimeoutExpired):
                    pass
            if self.process.poll() is None:
                try:
                    os.killpg(self.process.pid, signal.SIGKILL)  # the group this script started
                except ProcessLookupError:
                    pass
                self.process.wait(timeout=5)
        finally:
            for fd in (self.to_browser, self.from_browser):
                try:
                    os.close(fd)
                except OSError:
                    pass
            self.stderr_file.close()
            shutil.rmtree(self.profile, ignore_errors=True)


def load_in_browser(executable, html_path, outdir, timeout):
    """Load the page; return what the browser saw: DOM, layout facts, messages, screenshot."""
    deadline = time.monotonic() + timeout
    started = time.monotonic()
    browser = Chromium(executable, outdir / "chromium-stderr.log", deadline, timeout)
    try:
        version = browser.call("Browser.getVersion").get("product", "Chromium").replace("Chrome/", "Chromium ")
        target = browser.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = browser.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Log", "Network"):
            browser.call(f"{domain}.enable", session=session)
        # Anything that would leave the machine fails at once (and is reported), never hangs.
        browser.call("Network.setBlockedURLs", {"urls": ["http://*", "https://*", "ws://*", "wss://*", "ftp://*"]},
                     session=session)
        browser.call("Emulation.setDeviceMetricsOverride",
                     {"width": VIEWPORT[0], "height": VIEWPORT[1], "deviceScaleFactor": 1, "mobile": False},
                     session=session)
        url = html_path.resolve().as_uri()
        navigation = browser.call("Page.navigate", {"url": url}, session=session)
        if navigation.get("errorText"):
            raise CheckError(f"Chromium could not open {url}: {navigation['errorText']}")
        if browser.wait_for_event("Page.loadEventFired", session, deadline) is None:
            raise CheckError(f"the page did not finish loading within {timeout:g} s")
        browser.settle(SETTLE_QUIET, SETTLE_MAX)
        load_seconds = time.monotonic() - started

        def probe(script):
            result = browser.call("Runtime.evaluate", {"expression": script, "returnByValue": True},
                                  session=session)
            if "exceptionDetails" in result:
                details = result["exceptionDetails"]
                text = (details.get("exception") or {}).get("description") or details.get("text")
                raise CheckError(f"the layout probe failed: {text}")
            return result["result"]["value"]

        layouts = {}
        for name, wide, media in LAYOUTS:
            browser.call("Emulation.setEmulatedMedia", {"media": "" if media == "screen" else media}, session=session)
            browser.call("Emulation.setScrollbarsHidden", {"hidden": media == "print"}, session=session)
            browser.call("Emulation.setDeviceMetricsOverride",
                         {"width": wide, "height": VIEWPORT[1], "deviceScaleFactor": 1, "mobile": False},
                         session=session)
            browser.settle(0.1, 0.5)
            measured = probe(MEASURE_JS)
            measured["layout"] = probe(LAYOUT_JS)
            metrics = browser.call("Page.getLayoutMetrics", session=session)
            size = metrics.get("cssContentSize") or metrics["contentSize"]
            height = max(1, int(size["height"]))
            shot_height = min(height, MAX_SHOT_HEIGHT)
            picture = browser.call("Page.captureScreenshot", {
                "format": "png", "captureBeyondViewport": True, "optimizeForSpeed": True,
                "clip": {"x": 0, "y": 0, "width": wide, "height": shot_height, "scale": 1}}, session=session)
            layouts[name] = {"measured": measured, "media": media, "png": base64.b64decode(picture["data"]),
                             "height": height, "shot_height": shot_height}

        root = browser.call("DOM.getDocument", {"depth": 0}, session=session)["root"]
        dom = browser.call("DOM.getOuterHTML", {"nodeId": root["nodeId"]}, session=session)["outerHTML"]
        browser.settle(0.05, 0.2)  # messages raised by the last steps
        return {
            "version": version, "dom": dom, "layouts": layouts,
            "events": [e for e in browser.events if e.get("sessionId") == session],
            "page_url": url, "load_seconds": load_seconds,
        }
    finally:
        browser.close()


# --------------------------------------------------------------------------------------------
# What the browser reported while loading


def remote_object_text(obj):
    if "value" in obj:
        return obj["value"] if isinstance(obj["value"], str) else json.dumps(obj["value"])
    return obj.get("description") or obj.get("unserializableValue") or obj.get("type", "?")


def where(url, line):
    if not url:
        return ""
    name = url.rsplit("/", 1)[-1] or url
    return f" ({name}:{line + 1})" if line is not None else f" ({name})"


def classify_events(events, page_url):
    """Split the page's events into errors (fail the check) and other messages (reported)."""
    errors, others, requests = [], [], {}
    outside = []
    seen = set()

    def add(kind, text):
        if (kind, text) not in seen:
            seen.add((kind, text))
            (errors if kind == "error" else others).append(text)

    failed_urls = set()
    for event in events:
        if event["method"] == "Network.requestWillBeSent":
            requests[event["params"].get("requestId")] = event["params"].get("request", {}).get("url", "")
        elif event["method"] == "Network.loadingFailed":
            failed_urls.add(requests.get(event["params"].get("requestId")))

    for event in events:
        method, p = event["method"], event.get("params", {})
        if method == "Runtime.consoleAPICalled":
            text = " ".join(remote_object_text(a) for a in p.get("args", []))
            frame = (p.get("stackTrace") or {}).get("callFrames") or [{}]
            kind = {"warning": "warn"}.get(p["type"], p["type"])
            text = f"console.{kind}: {text}{where(frame[0].get('url'), frame[0].get('lineNumber'))}"
            add("error" if p["type"] in ("error", "assert") else "other", text)
        elif method == "Runtime.exceptionThrown":
            d = p.get("exceptionDetails", {})
            desc = (d.get("exception") or {}).get("description") or d.get("text", "exception")
            add("error", f"uncaught exception: {desc.splitlines()[0]}{where(d.get('url'), d.get('lineNumber'))}")
        elif method == "Log.entryAdded":
            e = p.get("entry", {})
            if e.get("source") == "network" and e.get("url") in failed_urls:
                continue  # the same failed load, already told by Network.loadingFailed
            text = f"{e.get('source', 'log')} {e.get('level')}: {e.get('text', '').strip()}"
            if e.get("url"):
                text += f" <{e['url']}>"
            add("error" if e.get("level") == "error" else "other", text)
        elif method == "Network.requestWillBeSent":
            request_url = p.get("request", {}).get("url", "")
            if request_url != page_url and not request_url.startswith(("data:", "about:")):
                outside.append(request_url)
        elif method == "Network.loadingFailed":
            request_url = requests.get(p.get("requestId"), "?")
            reason = p.get("blockedReason") or p.get("errorText", "failed")
            add("error", f"failed load: {request_url} ({reason})")
        elif method == "Network.responseReceived":
            status = p.get("response", {}).get("status", 0)
            if status >= 400:
                add("error", f"failed load: {p['response'].get('url')} (HTTP {status})")
        elif method == "Inspector.targetCrashed":
            add("error", "the page's renderer crashed")
    return errors, others, sorted(set(outside))


# --------------------------------------------------------------------------------------------
# The contract, checked on the DOM as the browser built it


class Node:
    __slots__ = ("tag", "attrs", "parent", "children")

    def __init__(self, tag, attrs, parent):
        self.tag, self.attrs, self.parent = tag, attrs, parent
        self.children = []

    def classes(self):
        return (self.attrs.get("class") or "").split()

    def ancestors(self):
        node = self.parent
        while node is not None:
            yield node
            node = node.parent

    def walk(self):
        yield self
        for child in self.children:
            if isinstance(child, Node):
                yield from child.walk()

    def visible_text(self):
        if self.tag in NO_TEXT or "hidden" in self.attrs:
            return ""
        return "".join(c if isinstance(c, str) else c.visible_text() for c in self.children)


class TreeBuilder(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Node("#document", {}, None)
        self.stack = [self.root]

    def handle_starttag(self, tag, attrs):
        node = Node(tag, {k: (v if v is not None else "") for k, v in attrs}, self.stack[-1])
        self.stack[-1].children.append(node)
        if tag not in VOID:
            self.stack.append(node)

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in VOID and self.stack[-1].tag == tag:
            self.stack.pop()

    def handle_endtag(self, tag):
        for i in range(len(self.stack) - 1, 0, -1):
            if self.stack[i].tag == tag:
                del self.stack[i:]
                return

    def handle_data(self, data):
        self.stack[-1].children.append(data)


def outside_refs(value):
    """The parts of an attribute or stylesheet value that point outside the page."""
    return [u for _, u in URL_FUNC.findall(value) if u.strip() and not u.strip().startswith(("#", "data:"))]


def is_local(url):
    url = url.strip()
    return url.startswith("#") or url.startswith("data:")


def check_contract(dom):
    """Return (facts, problems): what was found, and each broken rule named."""
    builder = TreeBuilder()
    builder.feed(dom)
    builder.close()
    nodes = list(builder.root.walk())
    problems = []

    ids = {}
    for n in nodes:
        if n.attrs.get("id"):
            ids.setdefault(n.attrs["id"], []).append(n)

    # Sections
    sections = {}
    for name in SECTIONS:
        found = [n for n in ids.get(name, []) if n.tag == "section"]
        if not found:
            other = ids.get(name)
            hint = f" (id=\"{name}\" is on a <{other[0].tag}>, not a <section>)" if other else ""
            problems.append(f"missing section #{name}{hint}")
            sections[name] = "missing"
            continue
        if len(ids[name]) > 1:
            problems.append(f"id \"{name}\" is used {len(ids[name])} times")
        if not found[0].visible_text().strip():
            problems.append(f"section #{name} holds no text")
            sections[name] = "empty"
        else:
            sections[name] = "ok"

    # Architectures and their role diagrams
    architectures = []
    arch_section = next((n for n in ids.get("architectures", []) if n.tag == "section"), None)
    if arch_section is not None:
        for n in arch_section.walk():
            if "architecture" in n.classes():
                if n.attrs.get("data-id"):
                    architectures.append(n.attrs["data-id"])
                else:
                    problems.append(f"an element with class architecture in #architectures has no data-id "
                                    f"(<{n.tag}> \"{n.visible_text().strip()[:40]}\")")
        if not architectures:
            problems.append("#architectures lists no architecture (elements with class \"architecture\" and data-id)")

    def svgs(cls, within=None):
        scope = within.walk() if within is not None else nodes
        return [n for n in scope if n.tag == "svg" and cls in n.classes()]

    diagrams = svgs("role-diagram")
    owners = []
    for d in diagrams:
        owner = next((x.attrs.get("data-id") or x.attrs.get("data-arch") for x in [d, *d.ancestors()]
                      if x.attrs.get("data-id") or x.attrs.get("data-arch")), None)
        owners.append(owner)
    if any(owners):
        missing = [a for a in architectures if a not in owners]
        for a in missing:
            problems.append(f"missing chart: no svg.role-diagram for architecture \"{a}\"")
        diagram_note = "for " + ", ".join(a for a in architectures if a in owners)
    else:
        if len(diagrams) < len(architectures):
            problems.append(f"missing chart: {len(diagrams)} svg.role-diagram for {len(architectures)} "
                            f"architectures ({', '.join(architectures)})")
        diagram_note = "not tied to an architecture by data-id" if diagrams else ""

    machine = next((n for n in ids.get("machine", []) if n.tag == "section"), None)
    timing = None if machine is None else machine.attrs.get("data-timing")
    machine_charts = {}
    for cls in ("timing-chart", "scaling-plot"):
        inside = svgs(cls, machine) if machine is not None else []
        machine_charts[cls] = len(inside)
        if timing != "none" and machine is not None and not inside:
            elsewhere = svgs(cls)
            hint = " (there is one outside #machine)" if elsewhere else ""
            problems.append(f"missing chart: no svg.{cls} in #machine{hint}")

    # Nothing from outside the page, no scripts
    for n in nodes:
        if n.tag == "script":
            src = n.attrs.get("src")
            problems.append(f"<script> element{f' src={src!r}' if src else ''}: the page must have none")
        for name, value in n.attrs.items():
            if name.startswith("on"):
                problems.append(f"<{n.tag} {name}=...>: event handlers are scripts; the page must have none")
            elif name in URL_ATTRIBUTES:
                urls = [part.strip().split()[0] for part in value.split(",") if part.strip()] \
                    if name == "srcset" else [value]
                for u in urls:
                    if not is_local(u):
                        problems.append(f"<{n.tag} {name}=\"{u}\"> points outside the page "
                                        f"(only #fragment links are allowed)")
            if name != "srcset":
                for u in outside_refs(value):
                    problems.append(f"<{n.tag} {name}=\"...url({u})...\"> points outside the page")
        if n.tag == "style":
            css = "".join(c for c in n.children if isinstance(c, str))
            for u in outside_refs(css):
                problems.append(f"<style> has url({u}), which points outside the page")
            for imp in re.findall(r"@import\s+[^;]+", css, re.I):
                problems.append(f"<style> has {imp.strip()}, which fetches a stylesheet")

    # Every #fragment reference names an element of the page
    for n in nodes:
        for name, value in n.attrs.items():
            refs = []
            if name in URL_ATTRIBUTES and value.strip().startswith("#"):
                refs.append((value.strip()[1:], value.strip()))
            refs += [(u.strip()[1:], f"url({u.strip()})") for _, u in URL_FUNC.findall(value)
                     if u.strip().startswith("#")]
            for ref, shown in refs:
                if ref and ref not in ids:
                    problems.append(f"<{n.tag} {name}=\"{shown}\">: no element has id \"{ref}\"")

    problems += check_duplicates(nodes)

    facts = {
        "sections": sections, "architectures": architectures, "role_diagrams": len(diagrams),
        "diagram_note": diagram_note, "machine_charts": machine_charts, "timing": timing,
    }
    return facts, problems


HEADINGS = {"h1", "h2", "h3", "h4", "h5", "h6"}


def check_duplicates(nodes):
    """No table row names a column twice, and no section or article has two headings alike:
    a second "Direct" is an architecture drawn twice, or one drawn as two."""
    problems = []
    heading = None  # the last heading before a node, in document order
    for n in nodes:
        if n.tag in HEADINGS:
            heading = n
        elif n.tag == "tr":
            names = [" ".join(c.visible_text().split()) for c in n.children
                     if isinstance(c, Node) and c.tag == "th"]
            for name in sorted({x for x in names if x and names.count(x) > 1}):
                table = next((a for a in n.ancestors() if a.tag == "table"), None)
                problems.append(f"{static_table_name(table, heading)}: one row has {names.count(name)} "
                                f"headers “{name}”")
    for n in nodes:
        if n.tag not in ("section", "article", "body"):
            continue
        titles = [" ".join(h.visible_text().split()) for h in own_headings(n)]
        for title in sorted({t for t in titles if t and titles.count(t) > 1}):
            place = f"section #{n.attrs['id']}" if n.tag == "section" and n.attrs.get("id") else f"<{n.tag}>"
            problems.append(f"{place} has {titles.count(title)} headings “{title}”")
    return problems


def own_headings(container):
    """The headings whose nearest section or article is `container`."""
    for child in container.children:
        if not isinstance(child, Node) or child.tag in ("section", "article"):
            continue
        if child.tag in HEADINGS:
            yield child
        else:
            yield from own_headings(child)


def static_table_name(table, heading):
    caption = next((c for c in (table.children if table else []) if isinstance(c, Node) and c.tag == "caption"), None)
    if caption is not None:
        name = f"table “{' '.join(caption.visible_text().split())}”"
    else:
        name = f"the table under “{' '.join(heading.visible_text().split())}”" if heading else "a table"
    section = next((a.attrs["id"] for a in (table.ancestors() if table else []) if a.tag == "section" and a.attrs.get("id")), None)
    return name + (f" (#{section})" if section else "")


def check_width(measured, layout):
    """No code may run past its box, and the page may be no wider than the window."""
    problems = []
    for o in measured.get("overflowing", []):
        place = f" in #{o['section']}" if o["section"] else ""
        problems.append(f"{layout}: <{o['tag']}>{place} overflows its box by {o['over']} px: {o['text']!r}")
    if measured.get("pageWidth", 0) > measured.get("windowWidth", 0) + 1:
        problems.append(f"{layout}: the page is {measured['pageWidth']} px wide in a window "
                        f"{measured['windowWidth']} px wide: it scrolls sideways")
    return problems


# What each kind of finding of the layout probe means, in the failure message.
HIDDEN_WORDS = {
    "scrolls": "{verb} outside {detail}: only scrolling that box sideways shows {them}, "
               "which a projected or printed page cannot",
    "clipped": "{verb} cut off by {detail}",
    "off-page": "{verb_run} past the {edge}",
    "hidden": "{verb} not displayed ({detail})",
}
EXAMPLES = 3  # code blocks named when many wrap without a hanging indent


def check_hidden(measured, layout, media="screen"):
    """What the layout probe found a reader cannot see, one message per place and kind: the
    table (by caption or the heading above it) and its columns, or the element, and how far.
    Code that wraps without a hanging indent is one message, naming a few blocks."""
    groups, unindented = {}, []
    for f in measured["layout"]["found"]:
        if f["kind"] == "no hanging indent":
            unindented.append(f)
            continue
        group = groups.setdefault((f["kind"], f["place"], f["detail"]), {})
        group[f["what"]] = max(group.get(f["what"], 0), f["amount"])
    problems = []
    for (kind, place, detail), whats in groups.items():
        columns = {w: a for w, a in whats.items() if w.startswith(("column", "the row headers"))}
        if columns:
            whats = columns  # the table's own box and its cells' text say the same again
        listed = ", ".join(f"{w} (by {a} px)" if a else w for w, a in whats.items())
        many = len(whats) > 1
        words = HIDDEN_WORDS[kind].format(detail=detail, verb="are" if many else "is", them="them" if many else "it",
                                          verb_run="run" if many else "runs",
                                          edge="paper's edge" if media == "print" else "window's edge")
        problems.append(f"{layout}: {place}: {listed} {words}")
    if unindented:
        examples = "; ".join(f"{f['place']}, {f['what']}" + (f" by {f['amount']} px" if f["amount"] > 0 else "")
                             for f in unindented[:EXAMPLES])
        more = f"; and {len(unindented) - EXAMPLES} more" if len(unindented) > EXAMPLES else ""
        problems.append(f"{layout}: {len(unindented)} code block(s) wrap a line without a hanging indent: its next "
                        f"line starts at or left of the line's own start, so it reads as a new line. "
                        f"Where (the line, and how far left it restarts): {examples}{more}")
    return problems


def slug(layout):
    """`1,400 px` → `1400`, `A4 paper` → `a4`: the screenshot's name."""
    return layout.split()[0].replace(",", "").lower()


def check_layout(measured, media, facts):
    """Sections must render text and charts a box, as the browser laid the page out."""
    problems = []
    by_id = {s["id"]: s for s in measured["sections"]}
    for name in SECTIONS:
        s = by_id.get(name)
        if facts["sections"].get(name) != "ok" or s is None:
            continue
        if not s["shown"]:
            problems.append(f"section #{name} is not displayed ({media})")
        elif s["text"] == 0:
            problems.append(f"section #{name} shows no text ({media})")
    for c in measured["charts"]:
        if not c["shown"]:
            place = (f" for \"{c['owner']}\"" if c["owner"] else "") + (f" in #{c['section']}" if c["section"] else "")
            problems.append(f"chart svg.{c['cls']}{place} has no visible box ({c['w']}x{c['h']} px, {media})")
    return problems


# --------------------------------------------------------------------------------------------


def find_chromium():
    """(path, None), or (None, why not)."""
    override = os.environ.get("CHROMIUM")
    if override:
        path = shutil.which(override)
        return (path, None) if path else (None, f"CHROMIUM={override} is not an executable")
    for name in ("chromium", "chromium-browser"):
        path = shutil.which(name)
        if path:
            return path, None
    return None, ("chromium is not installed: `apt-get install --no-install-recommends chromium` "
                  "(.ci/run installs it), or set CHROMIUM to a Chromium binary")


# Chromium's own complaints about the machine, not about the page: left out of the stderr tail.
NOISE = re.compile(r"dbus|D-Bus|Floss|bluez|UPower|vaapi|drmGetDevices|InitializeSandbox|crashpad|"
                   r"gpu_init|viz_main|GpuProcessHost|unexpected operator|Fontconfig|ALSA|"
                   r"sandbox_linux|object_proxy|property\.cc|idle_linux")


def main(argv):
    parser = argparse.ArgumentParser(
        description="Load the HTML report in headless Chromium and check its contract.")
    parser.add_argument("html", nargs="?", default="Reports/comparison.html",
                        help="the page (default: Reports/comparison.html)")
    parser.add_argument("outdir", nargs="?", default=".ci-artifacts",
                        help="where the screenshot goes (default: .ci-artifacts/)")
    parser.add_argument("--timeout", type=float, default=90.0,
                        help="seconds for the whole browser run (default: 90)")
    args = parser.parse_args(argv)
    sys.stdout.reconfigure(line_buffering=True)  # in order with the rest of the CI log

    html = Path(args.html)
    outdir = Path(args.outdir)
    print(f"check-report: {html}")
    if not html.is_file():
        print(f"FAIL: {html} does not exist (run `swift run workbench compare` first)")
        return 1
    executable, why_not = find_chromium()
    if executable is None:
        print(f"FAIL: {why_not}")
        return 1
    outdir.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    try:
        seen = load_in_browser(executable, html, outdir, args.timeout)
    except CheckError as error:
        print(f"FAIL: {error}")
        log = outdir / "chromium-stderr.log"
        if log.is_file():
            lines = log.read_text(errors="replace").splitlines()
            telling = [line for line in lines if line.strip() and not NOISE.search(line)]
            print(f"Chromium's stderr, {len(lines)} lines in {log}; the last that are not dbus/GPU noise:")
            for line in telling[-15:] or ["(none)"]:
                print(f"  {line}")
        return 1
    elapsed = time.monotonic() - started

    (outdir / "comparison.dom.html").write_text(seen["dom"], encoding="utf-8")

    errors, others, outside = classify_events(seen["events"], seen["page_url"])
    facts, problems = check_contract(seen["dom"])
    layout = []
    for name, seen_at in seen["layouts"].items():
        shot = outdir / f"comparison-{slug(name)}.png"
        shot.write_bytes(seen_at["png"])
        measured = seen_at["measured"]
        found = check_layout(measured, name, facts) + check_width(measured, name) + check_hidden(measured, name, seen_at["media"])
        layout += found
        cut = f", cut at {seen_at['shot_height']} px" if seen_at["shot_height"] < seen_at["height"] else ""
        print(f"{name}: {measured['layout']['elements']} elements measured in a window "
              f"{measured['layout']['viewportWidth']} px wide, {len(found)} problem(s); "
              f"screenshot {shot} ({seen_at['height']} px tall{cut})")
    for u in outside:
        problems.append(f"the page requested {u}: nothing may come from outside the page")

    print(f"browser: {seen['version']} (page loaded in {seen['load_seconds']:.1f} s, check took {elapsed:.1f} s)")
    found = [n for n in SECTIONS if facts["sections"][n] == "ok"]
    print(f"sections: {len(found)} of {len(SECTIONS)} with text: "
          + " ".join(f"#{n}" + ("" if facts["sections"][n] == "ok" else f"({facts['sections'][n]})")
                     for n in SECTIONS))
    archs = facts["architectures"]
    print(f"architectures: {len(archs)}" + (f" ({', '.join(archs)})" if archs else ""))
    note = f" ({facts['diagram_note']})" if facts["diagram_note"] else ""
    mc = facts["machine_charts"]
    timing = " (data-timing=\"none\": not required)" if facts["timing"] == "none" else ""
    print(f"charts: {facts['role_diagrams']} svg.role-diagram{note}; in #machine: "
          f"{mc['timing-chart']} svg.timing-chart, {mc['scaling-plot']} svg.scaling-plot{timing}")
    print(f"console: {len(errors)} error(s), {len(others)} other message(s); "
          f"requests outside the page: {len(outside)}")
    for text in errors:
        print(f"  error: {text}")
    for text in others:
        print(f"  note: {text}")
    print(f"DOM: {outdir / 'comparison.dom.html'}")

    failures = [f"console: {e}" for e in errors] + problems + layout
    if failures:
        print(f"verdict: FAIL, {len(failures)} problem(s)")
        for f in failures:
            print(f"  - {f}")
        return 1
    print("verdict: PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
