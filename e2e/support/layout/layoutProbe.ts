import type { EllipsisFact, LayoutFacts, TextFact } from './layoutRules.ts';

/**
 * Measures the page's layout (run in the page with page.evaluate, so it is self-contained: nothing from outside
 * this function is used at run time). It measures only; layoutRules.ts judges. Every visible text node: its
 * line boxes, its longest word (when it wraps or spills), how far it reaches past its block, and which clipping
 * ancestor hides part of it; every element cutting its text with an ellipsis; the document's width.
 */
export function probeLayout(): LayoutFacts {
  // data-truncate marks intended truncation; a map's container clips its labels by design.
  const MARKED = '[data-truncate], .leaflet-container';
  const SKIPPED = 'script, style, noscript, template, textarea, select, option, input, svg, [hidden]';
  const CLIPS = new Set(['hidden', 'clip']);
  const SCROLLS = new Set(['auto', 'scroll']);
  const root = document.documentElement;
  const clientWidth = root.clientWidth;
  const round = (n: number) => Math.round(n);

  const step = (el: Element): string => {
    const id = el.id ? `#${el.id}` : '';
    const classes = Array.from(el.classList)
      .filter((c) => !/^css-|^Mui(Focused|expanded|disabled)|^Mui-/.test(c))
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join('');
    return `${el.tagName.toLowerCase()}${id}${classes}`;
  };
  const pathOf = (el: Element): string => {
    const steps: string[] = [];
    for (let e: Element | null = el; e && e !== document.body && steps.length < 3; e = e.parentElement)
      steps.unshift(step(e));
    return steps.join(' > ') || el.tagName.toLowerCase();
  };
  const labelsOf = (el: Element): string[] => {
    const labels: string[] = [];
    for (let e: Element | null = el, i = 0; e && i < 4; e = e.parentElement, i++)
      for (const name of ['title', 'aria-label']) {
        const value = e.getAttribute(name);
        if (value) labels.push(value);
      }
    return labels;
  };
  const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  /** The nearest ancestor that lays out lines (not inline, not display: contents). */
  const blockOf = (el: Element): Element => {
    let e: Element = el;
    while (e.parentElement && ['inline', 'contents'].includes(getComputedStyle(e).display))
      e = e.parentElement;
    return e;
  };
  const contentBox = (el: Element) => {
    const r = el.getBoundingClientRect();
    const s = getComputedStyle(el);
    const px = (v: string) => parseFloat(v) || 0;
    return {
      left: r.left + px(s.borderLeftWidth) + px(s.paddingLeft),
      right: r.right - px(s.borderRightWidth) - px(s.paddingRight),
    };
  };

  const range = document.createRange();
  const texts: TextFact[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    if (!parent || !node.data.trim() || parent.closest(SKIPPED) || !visible(parent)) continue;
    range.selectNodeContents(node);
    const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
    if (rects.length === 0) continue;
    const tops: number[] = [];
    for (const r of rects) if (!tops.some((t) => Math.abs(t - r.top) < r.height / 2)) tops.push(r.top);
    const minLeft = Math.min(...rects.map((r) => r.left));
    const maxRight = Math.max(...rects.map((r) => r.right));
    const minTop = Math.min(...rects.map((r) => r.top));
    const maxBottom = Math.max(...rects.map((r) => r.bottom));
    const lineHeight = Math.min(...rects.map((r) => r.height));

    const block = blockOf(parent);
    const blockStyle = getComputedStyle(block);
    const box = contentBox(block);
    const scrolls = SCROLLS.has(blockStyle.overflowX);
    const spillPx = scrolls ? 0 : round(Math.max(0, maxRight - box.right, box.left - minLeft));

    let longestWordPx = 0;
    if (tops.length > 1 || spillPx > 1) {
      // Words as lines may break them: at spaces and after hyphens ("Mayer-Langworth" may wrap after "-").
      const pattern = /[^\s-]+-*|-+/g;
      for (let m = pattern.exec(node.data), n = 0; m && n < 100; m = pattern.exec(node.data), n++) {
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const width = Array.from(range.getClientRects()).reduce((sum, r) => sum + r.width, 0);
        longestWordPx = Math.max(longestWordPx, round(width));
      }
    }

    // The first ancestor that hides part of the text; a scrolling or fixed one ends the search (reachable).
    let cut: TextFact['cut'] = null;
    let hiddenOnPurpose = false;
    for (let a: Element | null = parent; a && a !== root; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (SCROLLS.has(s.overflowX) || SCROLLS.has(s.overflowY) || s.position === 'fixed') break;
      const clipsX = CLIPS.has(s.overflowX);
      const clipsY = CLIPS.has(s.overflowY);
      if (!clipsX && !clipsY) continue;
      const r = a.getBoundingClientRect();
      // A box of a pixel or two that clips is a visually hidden label (screen readers only).
      if (r.width <= 2 || r.height <= 2) {
        hiddenOnPurpose = true;
        break;
      }
      const bx = parseFloat(s.borderLeftWidth) || 0;
      const by = parseFloat(s.borderTopWidth) || 0;
      const hiddenX = clipsX
        ? Math.max(0, maxRight - (r.left + bx + a.clientWidth), r.left + bx - minLeft)
        : 0;
      const hiddenY = clipsY
        ? Math.max(0, maxBottom - (r.top + by + a.clientHeight), r.top + by - minTop)
        : 0;
      // Glyph boxes overhang tight line heights a little: vertically, a third of a line is a cut.
      const px = Math.max(hiddenX, hiddenY > lineHeight / 3 ? hiddenY : 0);
      if (px > 1) {
        cut = { where: pathOf(a), px: round(px) };
        break;
      }
    }
    if (hiddenOnPurpose) continue;
    texts.push({
      where: pathOf(parent),
      text: node.data,
      lines: tops.length,
      longestWordPx,
      breaksWords: ['anywhere', 'break-word'].includes(getComputedStyle(parent).overflowWrap),
      blockWidthPx: round(box.right - box.left),
      spillPx,
      cut,
      marked: !!parent.closest(MARKED),
      labels: labelsOf(parent),
    });
  }

  const ellipses: EllipsisFact[] = [];
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    if (getComputedStyle(el).textOverflow !== 'ellipsis' || el.closest(SKIPPED)) continue;
    const text = el.textContent ?? '';
    if (!text.trim() || !visible(el) || el.clientWidth <= 2) continue;
    ellipses.push({
      where: pathOf(el),
      text,
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
      marked: !!el.closest(MARKED),
      labels: labelsOf(el),
    });
  }

  // The outermost elements reaching past the window's right edge, outside any clipping or scrolling box.
  const widest: LayoutFacts['widest'] = [];
  if (root.scrollWidth > clientWidth + 1)
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const right = el.getBoundingClientRect().right;
      const parentRight = el.parentElement?.getBoundingClientRect().right ?? 0;
      if (right <= clientWidth + 1 || (parentRight > clientWidth + 1 && el.parentElement !== document.body))
        continue;
      let contained = false;
      for (let a = el.parentElement; a && a !== root; a = a.parentElement)
        if (getComputedStyle(a).overflowX !== 'visible' || getComputedStyle(a).position === 'fixed')
          contained = true;
      if (!contained) widest.push({ where: pathOf(el), right: round(right) });
      if (widest.length >= 5) break;
    }

  return {
    viewport: { width: window.innerWidth, height: window.innerHeight },
    scrollWidth: root.scrollWidth,
    clientWidth,
    widest,
    texts,
    ellipses,
  };
}
