import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { richText } from './rich-text';

const template = (values: Record<string, string>) =>
  `<b>${values.search}</b> is a form of <lemma>${values.canonical}</lemma>.`;

describe('richText', () => {
  it('turns the translation’s tags into elements and fills in the values', () => {
    const { container } = render(
      <p>{richText(template, { search: 'went', canonical: 'go' }, { b: (c) => <b>{c}</b>, lemma: (c) => <a href="/go">{c}</a> })}</p>,
    );
    expect(container.innerHTML).toBe('<p><b>went</b> is a form of <a href="/go">go</a>.</p>');
  });

  it('keeps a searched text that looks like markup as text', () => {
    const { container } = render(
      <p>{richText(template, { search: '<lemma>x</lemma>', canonical: 'go' }, { b: (c) => <b>{c}</b>, lemma: (c) => <i>{c}</i> })}</p>,
    );
    expect(container.querySelector('b')!.textContent).toBe('<lemma>x</lemma>');
    expect(container.querySelectorAll('i')).toHaveLength(1);
  });
});
