// The first lines of an article for its feed card.
import type { ArticleBlock } from '@glossa/contract';

export function blocksExcerpt(blocks: ArticleBlock[], max = 300): string {
  const text = blocks
    .flatMap((b) =>
      b.type === 'paragraph' || b.type === 'quote' || b.type === 'callout'
        ? [b.content.map((r) => r.text).join('')]
        : b.type === 'list'
          ? b.items.map((i) => i.map((r) => r.text).join(''))
          : [],
    )
    .join(' ');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
