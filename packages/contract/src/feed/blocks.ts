// An article body: structured blocks validated here, never raw HTML. Text is a list of inline runs
// (plain text with bold/italic marks and optional links), so rendering builds elements from data and
// a `<script>` typed by someone stays the text "<script>".
import { z } from 'zod';
import { lineText, multilineText, uuidParam } from '../text';
import { FEED_LIMITS } from './constants';

/** Only web and mail links: `javascript:` and `data:` never become an href. */
const href = z
  .string()
  .trim()
  .max(FEED_LIMITS.linkMax)
  .refine((s) => {
    try {
      const url = new URL(s);
      return ['http:', 'https:', 'mailto:'].includes(url.protocol);
    } catch {
      return false;
    }
  }, 'Links must be http, https or mailto URLs');

/** The block shapes, built twice: with the input rules (requests) and as plain strings (answers, no transforms). */
function blockSchemas(rules: { text: z.ZodType<string>; caption: z.ZodType<string>; href: z.ZodType<string>; uuid: z.ZodType<string> }) {
  const run = z.object({ text: rules.text, bold: z.boolean().optional(), italic: z.boolean().optional(), href: rules.href.optional() });
  const runs = z.array(run).min(1).max(FEED_LIMITS.inlineRunsMax);
  const block = z.discriminatedUnion('type', [
    z.object({ type: z.literal('paragraph'), content: runs }),
    z.object({ type: z.literal('header'), level: z.union([z.literal(2), z.literal(3), z.literal(4)]), content: runs }),
    z.object({ type: z.literal('quote'), content: runs, caption: rules.caption.optional() }),
    z.object({ type: z.literal('callout'), tone: z.enum(['info', 'warning', 'tip']), content: runs }),
    z.object({ type: z.literal('delimiter') }),
    z.object({ type: z.literal('list'), style: z.enum(['bulleted', 'numbered']), items: z.array(runs).min(1).max(FEED_LIMITS.listItemsMax) }),
    z.object({ type: z.literal('image'), image_uuid: rules.uuid, caption: rules.caption.optional() }),
  ]);
  return { run, block, blocks: z.array(block).max(FEED_LIMITS.articleBlocksMax) };
}

const input = blockSchemas({ text: multilineText({ min: 1, max: FEED_LIMITS.blockTextMax, keepEdges: true }), caption: lineText({ max: 300 }), href, uuid: uuidParam });
const output = blockSchemas({ text: z.string(), caption: z.string(), href: z.string(), uuid: z.string() });

export const inlineRunSchema = output.run;
export const articleBlockSchema = output.block;
/** Request bodies: every text through the contract's text rules, links http(s)/mailto only. */
export const articleBlocksInput = input.blocks;
/** Answers: the stored blocks as they are. */
export const articleBlocksSchema = output.blocks;

export type InlineRun = z.infer<typeof inlineRunSchema>;
export type ArticleBlock = z.infer<typeof articleBlockSchema>;

/** Plain text of a body (search, previews, the feed card's excerpt). */
export function blocksToPlainText(blocks: ArticleBlock[]): string {
  const text = (r: InlineRun[]) => r.map((x) => x.text).join('');
  return blocks
    .map((b) => {
      if (b.type === 'list') return b.items.map(text).join('\n');
      if (b.type === 'delimiter' || b.type === 'image') return '';
      return text(b.content);
    })
    .filter(Boolean)
    .join('\n');
}
