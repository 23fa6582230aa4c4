/**
 * The layout audit's judgement (issue 40): what the in-page probe (layoutProbe.ts) measured, turned into
 * problems. Pure, so it is unit-tested without a browser; the probe only measures.
 */

/** The two windows every route is checked at: a common laptop and a common phone. */
export const LAYOUT_VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

/** Subpixel rounding: a box may differ from its content by this much without anything being cut. */
export const TOLERANCE_PX = 1;
/** A box at least this wide is not squeezed: a longer word (a URL) may break inside it when its style says so. */
export const MIN_BOX_FOR_BROKEN_WORDS_PX = 200;
/** Text this short never reads as "a word per line" (a two-word name on two lines is fine). */
export const MIN_WORDS_FOR_WORD_PER_LINE = 3;

/** One visible text node, measured in its layout. */
export interface TextFact {
  /** A short CSS path of the text's element, for the report. */
  where: string;
  text: string;
  /** Line boxes the text takes. */
  lines: number;
  /** Width of the text's longest word, laid out (0 when not measured: the text sits on one line). */
  longestWordPx: number;
  /** The text's style lets lines break inside a word (overflow-wrap: anywhere or break-word). */
  breaksWords?: boolean;
  /** Content width of the block the text's lines are laid out in. */
  blockWidthPx: number;
  /** How far the text reaches past its block's content box, left or right (0 inside). */
  spillPx: number;
  /** The nearest ancestor that hides part of the text (overflow hidden or clip), and how much it hides. */
  cut: { where: string; px: number } | null;
  /** Marked as meant to truncate: data-truncate on it or an ancestor (or a widget that clips by design). */
  marked: boolean;
  /** The title and aria-label of its element and the element's nearest ancestors. */
  labels: string[];
}

/** An element that truncates its text with an ellipsis (text-overflow: ellipsis). */
export interface EllipsisFact {
  where: string;
  text: string;
  scrollWidth: number;
  clientWidth: number;
  marked: boolean;
  labels: string[];
}

/** What the probe measured on one page at one window size. */
export interface LayoutFacts {
  viewport: { width: number; height: number };
  /** The document's scrollable width and the window's layout width (without a scrollbar). */
  scrollWidth: number;
  clientWidth: number;
  /** The elements reaching farthest past the window's right edge (outermost first), for the report. */
  widest: { where: string; right: number }[];
  texts: TextFact[];
  ellipses: EllipsisFact[];
}

export interface LayoutProblem {
  kind: 'sideways-scroll' | 'cut' | 'overflows-box' | 'word-per-line' | 'narrower-than-word';
  where: string;
  detail: string;
}

/** The words of a text as lines may break it: at spaces and after hyphens. */
export function wordsOf(text: string): string[] {
  return text.split(/\s+|(?<=-)(?=[^-])/).filter((word) => word !== '');
}

/** Quoted, shortened text for a report line. */
export function quote(text: string, max = 40): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `"${flat.length > max ? `${flat.slice(0, max - 1)}…` : flat}"`;
}

/** True when a title or label carries the element's full text (so truncating it hides nothing). */
export function carriesFullText(text: string, label: string | null | undefined): boolean {
  const flat = (value: string) => value.replace(/\s+/g, ' ').trim().toLowerCase();
  return !!label && flat(text) !== '' && flat(label).includes(flat(text));
}

/** Intended truncation: marked so, or the full text is at hand in a title or label (MUI's noWrap + title). */
export function isIntended(fact: { text: string; marked: boolean; labels: string[] }): boolean {
  return fact.marked || fact.labels.some((label) => carriesFullText(fact.text, label));
}

/** The problems of one text node, at most one (the most telling). */
export function textProblem(fact: TextFact): LayoutProblem | null {
  if (isIntended(fact)) return null;
  const what = quote(fact.text);
  if (fact.cut && fact.cut.px > TOLERANCE_PX)
    return {
      kind: 'cut',
      where: fact.where,
      detail: `${what} is cut by ${fact.cut.where} (${fact.cut.px} px hidden)`,
    };
  const wideBox = fact.blockWidthPx >= MIN_BOX_FOR_BROKEN_WORDS_PX;
  // A word longer than a wide box (a link in an e-mail) may break where the style lets it; a squeezed box not.
  const longWordBreaks = fact.breaksWords === true && wideBox;
  if (!longWordBreaks && fact.longestWordPx > fact.blockWidthPx + TOLERANCE_PX)
    return {
      kind: 'narrower-than-word',
      where: fact.where,
      detail: `${what}: its box is ${fact.blockWidthPx} px, narrower than its longest word (${fact.longestWordPx} px)`,
    };
  if (fact.spillPx > TOLERANCE_PX)
    return {
      kind: 'overflows-box',
      where: fact.where,
      detail: `${what} reaches ${fact.spillPx} px past its box`,
    };
  const words = wordsOf(fact.text).length;
  // One unbroken value (an e-mail) longer than a wide box wraps at its hyphens: a long word, not a squeeze.
  const oneLongValue = wideBox && !/\s/.test(fact.text.trim());
  if (!oneLongValue && words >= MIN_WORDS_FOR_WORD_PER_LINE && fact.lines >= words)
    return {
      kind: 'word-per-line',
      where: fact.where,
      detail: `${what} wraps a word per line (${words} words on ${fact.lines} lines, box ${fact.blockWidthPx} px)`,
    };
  return null;
}

export function ellipsisProblem(fact: EllipsisFact): LayoutProblem | null {
  if (isIntended(fact) || fact.scrollWidth <= fact.clientWidth + TOLERANCE_PX) return null;
  return {
    kind: 'cut',
    where: fact.where,
    detail: `${quote(fact.text)} is cut with an ellipsis (${fact.scrollWidth} px of text in ${fact.clientWidth} px)`,
  };
}

/** Every problem on the page: sideways scrolling first, then each element once (its first problem). */
export function layoutProblems(facts: LayoutFacts): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  if (facts.scrollWidth > facts.clientWidth + TOLERANCE_PX) {
    const culprits = facts.widest.map((w) => `${w.where} to ${w.right} px`).join(', ');
    problems.push({
      kind: 'sideways-scroll',
      where: 'document',
      detail: `the page scrolls sideways: ${facts.scrollWidth} px wide in a ${facts.clientWidth} px window${culprits ? ` (${culprits})` : ''}`,
    });
  }
  const seen = new Set<string>();
  const candidates = [...facts.ellipses.map(ellipsisProblem), ...facts.texts.map(textProblem)];
  for (const problem of candidates) {
    if (!problem || seen.has(problem.where)) continue;
    seen.add(problem.where);
    problems.push(problem);
  }
  return problems;
}

/** One report line per problem, naming the window size. */
export function describe(
  route: string,
  viewport: { width: number; height: number },
  problem: LayoutProblem,
): string {
  return `${route} at ${viewport.width}×${viewport.height}: layout ${problem.kind} at ${problem.where}: ${problem.detail}`;
}
