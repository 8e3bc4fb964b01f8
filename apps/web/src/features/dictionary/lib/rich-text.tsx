// Translated sentences with a few tags (<b>…</b>, <lemma>…</lemma>) turned into elements, without
// react-i18next's <Trans> (~5 KB gzip on the dictionary's first load). Tags are read from the
// translation before the values go in, so a searched text that looks like a tag stays text.
import { Fragment, type ReactNode } from 'react';

const mark = (name: string) => `\uE000${name}\uE000`;

/**
 * `translate` is `t` bound to a key: it gets a marker per value and its result is split into tags.
 * `tags` maps a tag name to the element wrapping its content.
 */
export function richText(
  translate: (values: Record<string, string>) => string,
  values: Record<string, string>,
  tags: Record<string, (children: ReactNode) => ReactNode>,
): ReactNode {
  const template = translate(Object.fromEntries(Object.keys(values).map((k) => [k, mark(k)])));
  const fill = (text: string) => text.replace(/\uE000(\w+)\uE000/g, (_, k: string) => values[k] ?? '');
  const out: ReactNode[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (let match = pattern.exec(template); match; match = pattern.exec(template)) {
    if (match.index > last) out.push(fill(template.slice(last, match.index)));
    const wrap = tags[match[1]!];
    const inner = fill(match[2]!);
    out.push(wrap ? wrap(inner) : inner);
    last = match.index + match[0].length;
  }
  if (last < template.length) out.push(fill(template.slice(last)));
  return out.map((node, i) => <Fragment key={i}>{node}</Fragment>);
}
