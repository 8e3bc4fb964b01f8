// Synonyms and antonyms of both words, by language; each one searches that word.
import type { WordRelationEntry } from '@glossa/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../../shared/i18n/use-locale-path';
import { IconPencil } from '@tabler/icons-react';
import type { RelationKind } from '../../api/get-word-relations';
import { useLanguageName } from '../../hooks/use-language-name';
import { contributionLinks } from '../../lib/contribution-links';
import { searchPath } from '../../lib/paths';
import classes from './Detail.module.css';
import { Section } from './Section';

function byLanguage(entries: WordRelationEntry[], order: string[]): [string, WordRelationEntry[]][] {
  const groups = new Map<string, WordRelationEntry[]>();
  for (const entry of entries) groups.set(entry.lang_code, [...(groups.get(entry.lang_code) ?? []), entry]);
  return [...groups.entries()].sort(([a], [b]) => {
    const ia = order.indexOf(a);
    const ib = order.indexOf(b);
    return (ia === -1 ? 99 : ia) - (ib === -1 ? 99 : ib);
  });
}

export function RelationsSection({
  translationId,
  kind,
  entries,
  lang,
  langT,
  canEdit,
}: {
  translationId: number;
  kind: RelationKind;
  entries: WordRelationEntry[];
  lang: string;
  langT: string;
  canEdit(id: number): boolean;
}) {
  const { t } = useTranslation('dictionary');
  const to = useLocalePath();
  const name = useLanguageName();
  if (entries.length === 0) return null;
  const single = kind === 'synonyms' ? 'synonym' : 'antonym';

  // A word in the reader's source language is searched as they searched; the other side reversed.
  const linkFor = (entry: WordRelationEntry) => {
    if (entry.lang_code === lang) return searchPath(lang, langT, entry.name);
    if (entry.lang_code === langT) return searchPath(langT, lang, entry.name);
    return searchPath(entry.lang_code, lang, entry.name);
  };

  return (
    <Section title={t(`detail.${kind}`)} testId={`detail-${kind}`}>
      {byLanguage(entries, [lang, langT]).map(([code, items]) => (
        <div key={code} className={classes.relationGroup}>
          <span className={classes.relationLang}>{name(code)}</span>
          <div className={classes.relationChips}>
            {items.map((entry) => (
              <span key={entry.id} className={classes.relationItem}>
                <Link to={to(linkFor(entry))} className={classes.relation} data-kind={kind} data-lang={entry.lang_code}>
                  {entry.name}
                </Link>
                {canEdit(entry.id) && (
                  <Link
                    to={to(contributionLinks.editRelation(single, translationId, entry.lang_code, entry.id, 'translation_panel'))}
                    className={classes.inlineEdit}
                    aria-label={t('card.edit')}
                    title={t('card.edit')}
                  >
                    <IconPencil size={13} />
                  </Link>
                )}
              </span>
            ))}
          </div>
        </div>
      ))}
    </Section>
  );
}
