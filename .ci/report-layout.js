// The layout probe of .ci/check-report.py: run in the page, as the browser laid it out at one
// width (or on one A4 page's width with print media), it measures every element and every run
// of text and returns what a reader cannot see. It is a DevTools probe, not a script of the page.
//
// What counts as not shown:
//   * clipped: content outside an ancestor whose overflow is hidden or clip: nothing shows it;
//   * scrolls: content outside an ancestor that scrolls (overflow auto or scroll). Decided here,
//     on purpose: such content counts as NOT shown, even with the scrollbar visible. A column
//     that must be scrolled to is a hidden column: the page is projected in a classroom, where
//     nobody scrolls a table sideways, and printed, where nothing scrolls at all; a wide table
//     may become cards, wrap, or drop to fewer columns with the rest a link away, but it may
//     not hide a column. Only the window's own vertical scrolling is reading;
//   * off-page: content past the window's left or right edge (a page wider than the window);
//   * hidden: an element holding text that is not displayed (display: none, visibility:
//     hidden) inside content that is. Allowed, and why: the body of a closed <details> (its
//     summary is shown and opens it: the rest is a click away); SVG's titles and definitions
//     (tooltips and markers, never laid out); a table's header row when every shown cell of
//     each column carries the header's text as its label (data-label, shown by ::before), as a
//     table turned into cards does;
//   * no hanging indent: a line of code that wraps and whose continuation starts no further
//     right than the line's own first character, so that it reads as a new line.
(() => {
  const TOLERANCE = 1;  // px: sub-pixel rounding is not clipping
  const root = document.documentElement;
  const viewport = {left: 0, right: root.clientWidth};  // the window less its vertical scrollbar
  const clean = (s, n) => (s || '').replace(/\s+/g, ' ').trim().slice(0, n);

  // --- Naming: a table by its caption or the heading before it, a cell by its column header.
  const sectionOf = el => (el.closest('section[id]') || {}).id || null;
  // Each table's name, found in one pass over the headings and tables in document order.
  const tableNames = new Map();
  {
    let heading = null;
    const under = new Map();  // heading → its tables
    for (const el of document.querySelectorAll('h1, h2, h3, h4, table')) {
      if (el.tagName !== 'TABLE') { heading = el; continue; }
      if (!under.has(heading)) under.set(heading, []);
      under.get(heading).push(el);
    }
    for (const [heading, tables] of under) {
      tables.forEach((table, rank) => {
        const section = sectionOf(table);
        const caption = table.caption ? clean(table.caption.textContent, 80) : '';
        const ordinal = tables.length > 1 ? (['1st', '2nd', '3rd'][rank] || `${rank + 1}th`) + ' ' : '';
        const name = caption ? `table “${caption}”`
          : heading ? `the ${ordinal}table under “${clean(heading.textContent, 60)}”` : 'a table';
        tableNames.set(table, name + (section ? ` (#${section})` : ''));
      });
    }
  }
  const tableName = table => tableNames.get(table) || 'a table';
  // The header cell above a cell, counting colspans; null when the table has no header row.
  const columnIndex = cell => {
    let index = 0;
    for (const c of cell.parentElement.cells) {
      if (c === cell) return index;
      index += c.colSpan || 1;
    }
    return index;
  };
  const headerAt = (table, index) => {
    const row = table.tHead && table.tHead.rows[table.tHead.rows.length - 1];
    if (!row) return null;
    let at = 0;
    for (const c of row.cells) {
      if (index >= at && index < at + (c.colSpan || 1)) return c;
      at += c.colSpan || 1;
    }
    return null;
  };
  const columnName = cell => {
    const index = columnIndex(cell);
    const header = headerAt(cell.closest('table'), index);
    const text = header ? clean(header.textContent, 40) : '';
    if (text) return `column “${text}”`;
    return index === 0 ? 'the row headers' : `column ${index + 1}`;
  };
  const elementName = el => {
    const tag = el.tagName.toLowerCase();
    const cls = typeof el.className === 'string' && el.className.trim() ? '.' + el.className.trim().split(/\s+/).join('.') : '';
    return `<${tag}${cls}>`;
  };
  // Where an element is, for a failure message: [place, what].
  const describe = el => {
    const cell = el.closest('td, th');
    const table = el.closest('table');
    if (table && cell) return [tableName(table), columnName(cell)];
    if (table) return [tableName(table), 'the table'];
    const pre = el.closest('pre');
    if (pre) {
      const caption = pre.closest('figure') && pre.closest('figure').querySelector('figcaption');
      const section = sectionOf(pre);
      return [`the code block “${clean(caption ? caption.textContent : pre.textContent, 140)}”${section ? ` (#${section})` : ''}`, 'its text'];
    }
    const section = sectionOf(el);
    const svg = el.closest('svg');
    if (svg) return [`${elementName(svg)}${section ? ` in #${section}` : ''}`, elementName(el)];
    return [`${elementName(el)} “${clean(el.textContent, 50)}”${section ? ` in #${section}` : ''}`, 'its content'];
  };

  // --- Clipping: the ancestors that cut what lies outside their padding box.
  const clipperCache = new Map();
  const clippers = el => {
    const parent = el.parentElement;
    if (!parent || parent === root || parent === document.body) return [];
    if (clipperCache.has(parent)) return clipperCache.get(parent);
    const style = getComputedStyle(parent);
    const own = style.overflowX !== 'visible' || style.overflowY !== 'visible' ? [parent] : [];
    const chain = own.concat(clippers(parent));
    clipperCache.set(parent, chain);
    return chain;
  };
  const paddingBox = el => {
    const r = el.getBoundingClientRect();
    const left = r.left + el.clientLeft, top = r.top + el.clientTop;
    // An SVG element has no client box: its own box clips (overflow: hidden by default).
    const width = el.clientWidth || r.width, height = el.clientHeight || r.height;
    return {left, top, right: left + width, bottom: top + height};
  };
  const boxCache = new Map();
  const boxOf = el => {
    if (!boxCache.has(el)) boxCache.set(el, paddingBox(el));
    return boxCache.get(el);
  };

  const found = [];  // {kind, place, what, amount, detail}
  const record = (kind, el, amount, detail) => {
    const [place, what] = describe(el);
    found.push({kind, place, what, amount: Math.round(amount), detail: detail || ''});
  };

  // One rectangle of content (an element's border box or a run of text): cut by a clipper,
  // or past the window's edges.
  const measure = (rect, el) => {
    if (rect.width <= 0 && rect.height <= 0) return;
    let visible = {left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom};
    for (const c of clippers(el)) {
      const box = boxOf(c);
      const style = getComputedStyle(c);
      const past = {
        x: Math.max(box.left - rect.left, rect.right - box.right),
        y: Math.max(box.top - rect.top, rect.bottom - box.bottom),
      };
      for (const axis of ['x', 'y']) {
        const overflow = axis === 'x' ? style.overflowX : style.overflowY;
        if (overflow !== 'visible' && past[axis] > TOLERANCE) {
          const scrolls = overflow === 'auto' || overflow === 'scroll';
          record(scrolls ? 'scrolls' : 'clipped', el, past[axis], `${elementName(c)}, overflow-${axis}: ${overflow}`);
          return;  // the nearest box that cuts it is the one to fix
        }
      }
      visible = {left: Math.max(visible.left, box.left), right: Math.min(visible.right, box.right),
                 top: Math.max(visible.top, box.top), bottom: Math.min(visible.bottom, box.bottom)};
    }
    const past = Math.max(viewport.left - visible.left, visible.right - viewport.right);
    if (past > TOLERANCE) record('off-page', el, past);
  };

  const NEVER_LAID_OUT = new Set(['title', 'desc', 'defs', 'style', 'script', 'template', 'noscript',
                                  'marker', 'symbol', 'clippath', 'mask', 'pattern', 'lineargradient',
                                  'radialgradient', 'metadata']);
  const neverLaidOut = el => {
    for (let e = el; e && e !== document.body; e = e.parentElement) {
      if (NEVER_LAID_OUT.has(e.tagName.toLowerCase())) return true;
    }
    return false;
  };
  const shown = el => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const inClosedDetails = el => {
    for (let d = el.closest('details'); d; d = d.parentElement && d.parentElement.closest('details')) {
      if (!d.open && !el.closest('summary')) return true;
    }
    return false;
  };
  // A header row may hide when each shown cell of every column it names shows that name.
  const headersShownAsLabels = thead => {
    const table = thead.closest('table');
    const row = thead.rows[thead.rows.length - 1];
    const missing = [];
    if (!row) return missing;
    for (const header of row.cells) {
      const name = clean(header.textContent, 200);
      if (!name) continue;
      const index = columnIndex(header);
      for (const body of table.tBodies) {
        for (const r of body.rows) {
          const cell = [...r.cells].find(c => columnIndex(c) === index);
          if (!cell || !shown(cell)) continue;
          const label = getComputedStyle(cell, '::before').content;
          if (cell.dataset.label !== name || label === 'none' || label === 'normal') {
            missing.push(name);
            break;
          }
        }
        if (missing.includes(name)) break;
      }
    }
    return missing;
  };

  // --- Every element, and every run of text.
  const elements = [...document.body.querySelectorAll('*')];
  const reportedHidden = new Set();
  for (const el of elements) {
    if (neverLaidOut(el)) continue;
    if (!shown(el)) {
      const parent = el.parentElement;
      if (reportedHidden.has(parent) || !clean(el.textContent, 1) || inClosedDetails(el)) { reportedHidden.add(el); continue; }
      if (parent && !shown(parent)) { reportedHidden.add(el); continue; }
      reportedHidden.add(el);
      if (el.tagName === 'THEAD' || (el.closest('thead') && !shown(el.closest('thead')))) {
        const missing = headersShownAsLabels(el.closest('thead'));
        for (const name of missing) {
          found.push({kind: 'hidden', place: tableName(el.closest('table')), what: `column “${name}”`, amount: 0,
                      detail: 'its header is not displayed and its cells do not show it as a label'});
        }
        continue;
      }
      record('hidden', el, 0, getComputedStyle(el).display === 'none' ? 'display: none' : 'visibility: hidden');
      continue;
    }
    measure(el.getBoundingClientRect(), el);
  }
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    if (!node.data.trim() || !node.parentElement || neverLaidOut(node.parentElement)) continue;
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) measure(rect, node.parentElement);
  }

  // --- Code: a wrapped line keeps a hanging indent. Each line's text (from its first character
  // that is not a space) is measured run by run; its visual lines are its rectangles grouped by
  // height; each line after the first must start right of the first's first character.
  for (const pre of document.querySelectorAll('pre')) {
    if (!shown(pre)) continue;
    const runs = [];
    const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
    let text = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      runs.push({node, start: text.length});
      text += node.data;
    }
    // A line ends at a newline, or where a block inside the <pre> starts (a page may set each
    // line as a block of its own, to indent its continuation).
    const breaks = new Set();
    for (const run of runs) {
      const block = blockWithin(run.node.parentElement, pre);
      if (block && firstText(block) === run.node) breaks.add(run.start);
    }
    let lineStart = 0;
    const lines = [];
    for (let i = 0; i <= text.length; i++) {
      if (i === text.length || text[i] === '\n' || (breaks.has(i) && i > lineStart)) {
        lines.push([lineStart, i]);
        lineStart = text[i] === '\n' ? i + 1 : i;
      }
    }
    let worst = null;
    for (const [from, to] of lines) {
      let first = from;
      while (first < to && /\s/.test(text[first])) first++;
      if (first >= to) continue;
      const rects = [];
      for (const run of runs) {
        const start = Math.max(first, run.start), end = Math.min(to, run.start + run.node.data.length);
        if (start >= end) continue;
        range.setStart(run.node, start - run.start);
        range.setEnd(run.node, end - run.start);
        for (const r of range.getClientRects()) if (r.width > 0.5) rects.push(r);
      }
      if (rects.length < 2) continue;
      rects.sort((a, b) => a.top - b.top || a.left - b.left);
      const visualLines = [];
      for (const r of rects) {
        const last = visualLines[visualLines.length - 1];
        if (last && r.top < last.bottom - 2) { last.left = Math.min(last.left, r.left); last.bottom = Math.max(last.bottom, r.bottom); }
        else visualLines.push({left: r.left, top: r.top, bottom: r.bottom});
      }
      if (visualLines.length < 2) continue;
      const start = visualLines[0].left;
      for (const v of visualLines.slice(1)) {
        const short = start - v.left;  // how far left of the line's start the continuation begins
        if (short > -TOLERANCE && (!worst || short > worst.short)) worst = {short, line: text.slice(first, to)};
      }
    }
    if (worst) {
      const [place] = describe(pre);
      found.push({kind: 'no hanging indent', place, what: `“${clean(worst.line, 50)}”`, amount: Math.round(worst.short),
                  detail: 'a wrapped line continues no further right than its own start'});
    }
  }
  function firstText(block) {
    return document.createTreeWalker(block, NodeFilter.SHOW_TEXT).nextNode();
  }
  // The nearest element below `pre` that is laid out as a block, if any.
  function blockWithin(el, pre) {
    for (let e = el; e && e !== pre; e = e.parentElement) {
      if (!getComputedStyle(e).display.startsWith('inline')) return e;
    }
    return null;
  }

  return {viewportWidth: viewport.right, windowWidth: window.innerWidth, pageWidth: root.scrollWidth,
          elements: elements.length, found};
})()
