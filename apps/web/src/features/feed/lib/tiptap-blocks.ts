// The article editor's document (TipTap/ProseMirror JSON) to the contract's blocks and back. The
// server stores blocks only; nodes the blocks do not know are dropped, marks other than bold,
// italic and link are ignored. Images carry the article image's uuid in `title`.
import type { ArticleBlock, FeedImage, InlineRun } from '@glossa/contract';

export interface PmNode {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: PmNode[];
}

function runsOf(node: PmNode | undefined): InlineRun[] {
  const runs: InlineRun[] = [];
  for (const child of node?.content ?? []) {
    if (child.type === 'hardBreak') {
      const last = runs[runs.length - 1];
      if (last) last.text += '\n';
      continue;
    }
    if (child.type !== 'text' || !child.text) continue;
    const run: InlineRun = { text: child.text };
    for (const mark of child.marks ?? []) {
      if (mark.type === 'bold') run.bold = true;
      if (mark.type === 'italic') run.italic = true;
      if (mark.type === 'link' && typeof mark.attrs?.href === 'string') run.href = mark.attrs.href;
    }
    runs.push(run);
  }
  return runs;
}

/** Paragraph runs of a container (blockquote, list item): its paragraphs joined by line breaks. */
function containerRuns(node: PmNode): InlineRun[] {
  const paragraphs = (node.content ?? []).map(runsOf).filter((r) => r.length);
  return paragraphs.flatMap((r, i) => (i === 0 ? r : [{ text: '\n' }, ...r]));
}

export function docToBlocks(doc: PmNode): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  for (const node of doc.content ?? []) {
    if (node.type === 'paragraph') {
      const content = runsOf(node);
      if (content.length) blocks.push({ type: 'paragraph', content });
    } else if (node.type === 'heading') {
      const content = runsOf(node);
      const level = Math.min(4, Math.max(2, Number(node.attrs?.level ?? 2))) as 2 | 3 | 4;
      if (content.length) blocks.push({ type: 'header', level, content });
    } else if (node.type === 'blockquote') {
      const content = containerRuns(node);
      if (content.length) blocks.push({ type: 'quote', content });
    } else if (node.type === 'callout') {
      const content = containerRuns(node);
      const tone = ['info', 'warning', 'tip'].includes(String(node.attrs?.tone))
        ? (node.attrs!.tone as 'info')
        : 'info';
      if (content.length) blocks.push({ type: 'callout', tone, content });
    } else if (node.type === 'horizontalRule') {
      blocks.push({ type: 'delimiter' });
    } else if (node.type === 'bulletList' || node.type === 'orderedList') {
      const items = (node.content ?? []).map(containerRuns).filter((r) => r.length);
      if (items.length)
        blocks.push({ type: 'list', style: node.type === 'orderedList' ? 'numbered' : 'bulleted', items });
    } else if (node.type === 'image' && typeof node.attrs?.title === 'string') {
      const caption = typeof node.attrs.alt === 'string' && node.attrs.alt ? node.attrs.alt : undefined;
      blocks.push({ type: 'image', image_uuid: node.attrs.title, ...(caption ? { caption } : {}) });
    }
  }
  return blocks;
}

function textNodes(runs: InlineRun[]): PmNode[] {
  return runs.flatMap((run) => {
    const marks = [
      ...(run.bold ? [{ type: 'bold' }] : []),
      ...(run.italic ? [{ type: 'italic' }] : []),
      ...(run.href ? [{ type: 'link', attrs: { href: run.href } }] : []),
    ];
    return run.text
      .split('\n')
      .flatMap((part, i): PmNode[] => [
        ...(i > 0 ? [{ type: 'hardBreak' }] : []),
        ...(part ? [{ type: 'text', text: part, ...(marks.length ? { marks } : {}) }] : []),
      ]);
  });
}

const paragraph = (runs: InlineRun[]): PmNode => ({ type: 'paragraph', content: textNodes(runs) });

export function blocksToDoc(blocks: ArticleBlock[], images: FeedImage[]): PmNode {
  const content: PmNode[] = blocks.flatMap((b): PmNode[] => {
    switch (b.type) {
      case 'paragraph':
        return [paragraph(b.content)];
      case 'header':
        return [{ type: 'heading', attrs: { level: b.level }, content: textNodes(b.content) }];
      case 'quote':
        return [{ type: 'blockquote', content: [paragraph(b.content)] }];
      case 'callout':
        return [{ type: 'callout', attrs: { tone: b.tone }, content: [paragraph(b.content)] }];
      case 'delimiter':
        return [{ type: 'horizontalRule' }];
      case 'list':
        return [
          {
            type: b.style === 'numbered' ? 'orderedList' : 'bulletList',
            content: b.items.map((item) => ({ type: 'listItem', content: [paragraph(item)] })),
          },
        ];
      case 'image': {
        const image = images.find((i) => i.uuid === b.image_uuid);
        return image
          ? [{ type: 'image', attrs: { src: image.url, title: image.uuid, alt: b.caption ?? '' } }]
          : [];
      }
      default:
        return [];
    }
  });
  return { type: 'doc', content: content.length ? content : [{ type: 'paragraph' }] };
}
