// What names an item in a title (the page's document title, a panel's heading).
import type { Publication, PublicationType } from '@glossa/contract';

export function publicationTitle(
  p: Publication | undefined,
  type: PublicationType,
  t: (key: string) => string,
): string {
  if (!p) return t(`types.${type}`);
  return p.type === 'article' ? p.title : p.type === 'question' ? p.short_description : t('types.post');
}
