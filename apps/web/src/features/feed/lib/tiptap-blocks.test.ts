// The editor's document and the stored blocks convert both ways without losing text, marks or links.
import { describe, expect, it } from 'vitest';
import type { ArticleBlock } from '@glossa/contract';
import { blocksToDoc, docToBlocks } from './tiptap-blocks';

const blocks: ArticleBlock[] = [
  { type: 'header', level: 2, content: [{ text: 'Tip one' }] },
  {
    type: 'paragraph',
    content: [
      { text: 'Read ' },
      { text: 'aloud', bold: true },
      { text: ' with ' },
      { text: 'Duden', href: 'https://www.duden.de/' },
    ],
  },
  { type: 'quote', content: [{ text: 'Übung macht den Meister' }] },
  { type: 'callout', tone: 'warning', content: [{ text: 'Mind the ' }, { text: 'gender', bold: true }] },
  { type: 'delimiter' },
  { type: 'list', style: 'numbered', items: [[{ text: 'der' }], [{ text: 'die', italic: true }]] },
  { type: 'image', image_uuid: '0196f1c2-7b3a-7c1e-9a1b-2f3c4d5e6f70', caption: 'A library' },
];
const images = [
  {
    uuid: '0196f1c2-7b3a-7c1e-9a1b-2f3c4d5e6f70',
    url: '/api/feed/images/a.jpg',
    preview_url: '/api/feed/images/a_p.webp',
    width: 10,
    height: 10,
  },
];

describe('article blocks and the editor document', () => {
  it('round-trip', () => {
    expect(docToBlocks(blocksToDoc(blocks, images))).toEqual(blocks);
  });

  it('drops empty paragraphs and unknown nodes; keeps line breaks', () => {
    const doc = {
      type: 'doc',
      content: [
        { type: 'paragraph' },
        { type: 'codeBlock', content: [{ type: 'text', text: 'x' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'a' },
            { type: 'hardBreak' },
            { type: 'text', text: 'b', marks: [{ type: 'strike' }] },
          ],
        },
      ],
    };
    expect(docToBlocks(doc)).toEqual([{ type: 'paragraph', content: [{ text: 'a\n' }, { text: 'b' }] }]);
  });
});
