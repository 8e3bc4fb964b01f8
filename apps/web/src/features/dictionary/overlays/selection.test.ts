import { afterEach, describe, expect, it } from 'vitest';
import { TOOLTIP_GAP, quickPair, readSelection, tooltipTop } from './selection';

afterEach(() => {
  window.getSelection()?.removeAllRanges();
  document.body.innerHTML = '';
});

function select(node: Node, start: number, end: number) {
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, end);
  // jsdom has no layout: give the range a box as a browser would.
  range.getBoundingClientRect = () => ({ x: 10, y: 20, width: 40, height: 18, top: 20, left: 10, right: 50, bottom: 38, toJSON: () => ({}) });
  window.getSelection()!.removeAllRanges();
  window.getSelection()!.addRange(range);
}

describe('quick translation of a selection', () => {
  it('translates text marked in the target language back into the source language', () => {
    const pair = { lang: 'eng', langT: 'ger' };
    expect(quickPair('ger', pair)).toEqual({ lang: 'ger', langT: 'eng' });
    expect(quickPair('eng', pair)).toEqual({ lang: 'eng', langT: 'ger' });
    expect(quickPair(null, pair)).toEqual({ lang: 'eng', langT: 'ger' });
    // A third language goes into the source language of the pair.
    expect(quickPair('fre', pair)).toEqual({ lang: 'fre', langT: 'eng' });
  });

  it("a post's own language wins over the remembered pair, and goes into the learner's native language", () => {
    // A Russian native reading a German post while the remembered pair is still English -> Spanish.
    expect(quickPair('ger', { lang: 'eng', langT: 'spa' }, 'rus')).toEqual({ lang: 'ger', langT: 'rus' });
    expect(quickPair('rus', { lang: 'eng', langT: 'spa' }, 'rus')).toEqual({ lang: 'rus', langT: 'eng' });
  });

  it('reads the selected words and the language of the text around them', () => {
    document.body.innerHTML = '<p data-lang="ger">Wir wohnen in einem kleinen Haus am Fluss.</p>';
    const text = document.querySelector('p')!.firstChild!;
    select(text, 28, 32);
    expect(readSelection()).toMatchObject({ text: 'Haus', lang: 'ger', top: 38 });
  });

  it('leaves fields, marked regions, long texts and selections without letters alone', () => {
    document.body.innerHTML =
      '<div data-no-selection-tooltip><p>inside a popup</p></div><p id="long">' + 'word '.repeat(30) + '</p><p id="num">12345</p>';
    select(document.querySelector('[data-no-selection-tooltip] p')!.firstChild!, 0, 6);
    expect(readSelection()).toBeNull();
    select(document.getElementById('long')!.firstChild!, 0, 140);
    expect(readSelection()).toBeNull();
    select(document.getElementById('num')!.firstChild!, 0, 5);
    expect(readSelection()).toBeNull();
  });

  it('puts the tooltip below the selection, above it when the footer or the window edge is in the way', () => {
    // A selection whose line spans y 482..500 of the document; the tooltip is 150 px tall.
    const selection = { top: 500, height: 18 };
    expect(tooltipTop(selection, 150, { ceiling: 72, floor: 900 })).toBe(500 + TOOLTIP_GAP);
    // The footer (or the bottom navigation) starts at 600: above the selection instead.
    expect(tooltipTop(selection, 150, { ceiling: 72, floor: 600 })).toBe(482 - TOOLTIP_GAP - 150);
    // Room on neither side: the larger one.
    expect(tooltipTop(selection, 450, { ceiling: 72, floor: 600 })).toBe(482 - TOOLTIP_GAP - 450);
    expect(tooltipTop(selection, 450, { ceiling: 400, floor: 700 })).toBe(500 + TOOLTIP_GAP);
  });
});
