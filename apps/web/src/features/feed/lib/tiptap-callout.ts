// The callout block in the article editor (community.md §3 Article: callout): a box of paragraphs
// with a tone (info, warning, tip), stored as the contract's callout block.
import { mergeAttributes, Node } from '@tiptap/react';

export const CALLOUT_TONES = ['info', 'warning', 'tip'] as const;
export type CalloutTone = (typeof CALLOUT_TONES)[number];

export const Callout = Node.create({
  name: 'callout',
  group: 'block',
  content: 'paragraph+',
  defining: true,
  addAttributes() {
    return {
      tone: {
        default: 'info',
        parseHTML: (el) => {
          const tone = el.getAttribute('data-tone');
          return CALLOUT_TONES.includes(tone as CalloutTone) ? tone : 'info';
        },
        renderHTML: (attrs) => ({ 'data-tone': attrs.tone as string }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'aside[data-callout]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['aside', mergeAttributes(HTMLAttributes, { 'data-callout': '' }), 0];
  },
});
