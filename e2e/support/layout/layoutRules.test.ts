import { describe as group, expect, it } from 'vitest';
import {
  carriesFullText,
  describe,
  ellipsisProblem,
  isIntended,
  layoutProblems,
  textProblem,
  wordsOf,
  type EllipsisFact,
  type LayoutFacts,
  type TextFact,
} from './layoutRules.ts';

const text = (over: Partial<TextFact> = {}): TextFact => ({
  where: 'div.row > div.addr',
  text: '1200 Market Street Denver',
  lines: 1,
  longestWordPx: 0,
  blockWidthPx: 300,
  spillPx: 0,
  cut: null,
  marked: false,
  labels: [],
  ...over,
});
const ellipsis = (over: Partial<EllipsisFact> = {}): EllipsisFact => ({
  where: 'span.MuiChip-label',
  text: 'CONFIRMED',
  scrollWidth: 80,
  clientWidth: 20,
  marked: false,
  labels: [],
  ...over,
});
const page = (over: Partial<LayoutFacts> = {}): LayoutFacts => ({
  viewport: { width: 390, height: 844 },
  scrollWidth: 390,
  clientWidth: 390,
  widest: [],
  texts: [],
  ellipses: [],
  ...over,
});

group('textProblem', () => {
  it('passes text laid out on one line inside its box', () => {
    expect(textProblem(text())).toBeNull();
  });

  it('flags an address squeezed to a word per line (My Company at 1366×768)', () => {
    const problem = textProblem(text({ lines: 4, longestWordPx: 52, blockWidthPx: 70 }));
    expect(problem?.kind).toBe('word-per-line');
    expect(problem?.detail).toContain('4 words on 4 lines, box 70 px');
  });

  it('lets a two-word name wrap, and a longer text wrap onto fewer lines than words', () => {
    expect(
      textProblem(text({ text: 'Maria Lopez', lines: 2, longestWordPx: 40, blockWidthPx: 60 })),
    ).toBeNull();
    expect(textProblem(text({ lines: 2, longestWordPx: 52, blockWidthPx: 150 }))).toBeNull();
    // A link longer than a wide box breaks where the style lets it; a squeezed box is caught all the same.
    const link = { text: 'https://casebridge.test/invite/abc', lines: 2, longestWordPx: 352 };
    expect(textProblem(text({ ...link, blockWidthPx: 342, breaksWords: true }))).toBeNull();
    expect(textProblem(text({ ...link, blockWidthPx: 342 }))?.kind).toBe('narrower-than-word');
    expect(textProblem(text({ ...link, blockWidthPx: 120, breaksWords: true }))?.kind).toBe(
      'narrower-than-word',
    );
  });

  it('lets one long e-mail wrap at its hyphens in a wide box, not in a squeezed one', () => {
    const email = { text: 'aryanna.carterkrajcik@denver-imaging-center.test', lines: 3, longestWordPx: 250 };
    expect(textProblem(text({ ...email, blockWidthPx: 342 }))).toBeNull();
    expect(textProblem(text({ ...email, longestWordPx: 60, blockWidthPx: 70 }))?.kind).toBe('word-per-line');
  });

  it('flags a box narrower than its longest word, and text reaching past its box', () => {
    expect(
      textProblem(text({ text: 'supercalifragilistic', lines: 3, longestWordPx: 111, blockWidthPx: 40 }))
        ?.kind,
    ).toBe('narrower-than-word');
    expect(textProblem(text({ spillPx: 74 }))?.kind).toBe('overflows-box');
  });

  it('flags text a clipping ancestor hides, beyond a pixel of rounding', () => {
    expect(textProblem(text({ cut: { where: 'button', px: 49 } }))?.detail).toContain(
      'cut by button (49 px hidden)',
    );
    expect(textProblem(text({ cut: { where: 'button', px: 1 } }))).toBeNull();
  });

  it('does not flag intended truncation: marked, or the full text in a title', () => {
    const cut = { where: 'p', px: 80 };
    expect(textProblem(text({ cut, marked: true }))).toBeNull();
    expect(textProblem(text({ cut, labels: ['1200 Market Street  Denver, CO'] }))).toBeNull();
    expect(textProblem(text({ cut, labels: ['Address'] }))?.kind).toBe('cut');
  });
});

group('ellipsisProblem', () => {
  it('flags a status chip cut to its first letters', () => {
    expect(ellipsisProblem(ellipsis())?.detail).toBe(
      '"CONFIRMED" is cut with an ellipsis (80 px of text in 20 px)',
    );
  });

  it('passes text that fits, and truncation that is marked or titled', () => {
    expect(ellipsisProblem(ellipsis({ scrollWidth: 21 }))).toBeNull();
    expect(ellipsisProblem(ellipsis({ marked: true }))).toBeNull();
    expect(ellipsisProblem(ellipsis({ labels: ['Confirmed'] }))).toBeNull();
  });
});

group('layoutProblems', () => {
  it('flags a page wider than its window, naming what sticks out', () => {
    const [problem] = layoutProblems(page({ scrollWidth: 866, widest: [{ where: 'header', right: 866 }] }));
    expect(problem).toMatchObject({ kind: 'sideways-scroll', where: 'document' });
    expect(problem?.detail).toBe(
      'the page scrolls sideways: 866 px wide in a 390 px window (header to 866 px)',
    );
  });

  it('reports each element once, its ellipsis before its text', () => {
    const where = 'span.MuiChip-label';
    const problems = layoutProblems(
      page({ ellipses: [ellipsis()], texts: [text({ where, cut: { where, px: 60 } })] }),
    );
    expect(problems.map((p) => p.kind)).toEqual(['cut']);
    expect(problems[0]?.detail).toContain('ellipsis');
  });

  it('is empty for a page that fits', () => {
    expect(layoutProblems(page({ texts: [text()], ellipses: [ellipsis({ scrollWidth: 20 })] }))).toEqual([]);
  });
});

group('helpers', () => {
  it('splits words on any space and matches full texts loosely', () => {
    expect(wordsOf('  Suite\n 200  B ')).toEqual(['Suite', '200', 'B']);
    expect(wordsOf('Steve Mayer-Langworth')).toEqual(['Steve', 'Mayer-', 'Langworth']);
    expect(carriesFullText('New  appointment', 'new appointment')).toBe(true);
    expect(carriesFullText('', 'anything')).toBe(false);
    expect(carriesFullText('New appointment', null)).toBe(false);
    expect(isIntended({ text: 'x', marked: false, labels: [] })).toBe(false);
  });

  it('describes a problem with its route and window size', () => {
    const line = describe(
      '/my-company',
      { width: 1366, height: 768 },
      { kind: 'cut', where: 'p', detail: 'd' },
    );
    expect(line).toBe('/my-company at 1366×768: layout cut at p: d');
  });
});
