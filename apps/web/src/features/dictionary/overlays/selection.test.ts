import { afterEach, describe, expect, it } from 'vitest';
import { quickPair, readSelection } from './selection';

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
});
