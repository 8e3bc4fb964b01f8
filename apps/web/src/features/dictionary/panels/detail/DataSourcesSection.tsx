// Where the translation comes from: authors, open dictionaries and their licences.
import { IconExternalLink } from '@tabler/icons-react';
import { DEMO_SOURCE_TEXTS } from '@glossa/contract/constants';
import type { DataSource } from '@glossa/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useDataSources } from '../../api/get-data-sources';
import classes from './Detail.module.css';
import { Section } from './Section';

const safeUrl = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

/** The demo dictionary is ours: its name and author read in the reader's language. */
function ownTexts(source: DataSource, t: TFunction<'dictionary'>): DataSource {
  if (source.source !== DEMO_SOURCE_TEXTS.name) return source;
  return {
    ...source,
    source: t('detail.demo_source'),
    author: source.author === DEMO_SOURCE_TEXTS.author ? t('detail.glossa_project') : source.author,
  };
}

export function DataSourcesSection({ translationId }: { translationId: number }) {
  const { t } = useTranslation('dictionary');
  const sources = useDataSources(translationId);
  const list = sources.data ?? [];
  if (list.length === 0) return null;
  return (
    <Section title={t('detail.sources')} testId="detail-sources">
      <ul className={classes.sources}>
        {list.map((stored, i) => {
          const source = ownTexts(stored, t);
          const url = safeUrl(source.source_url);
          const licenseUrl = safeUrl(source.license_url);
          return (
            <li key={i} className={classes.source}>
              <div className={classes.sourceName}>
                {url ? (
                  <a href={url} target="_blank" rel="noreferrer noopener">
                    {source.source ?? url} <IconExternalLink size={13} />
                  </a>
                ) : (
                  (source.source ?? t('detail.community'))
                )}
              </div>
              {source.author && <div className={classes.sourceMeta}>{t('detail.author', { author: source.author })}</div>}
              {source.license && (
                <div className={classes.sourceMeta}>
                  {t('detail.license')}{' '}
                  {licenseUrl ? (
                    <a href={licenseUrl} target="_blank" rel="noreferrer noopener license">
                      {source.license}
                    </a>
                  ) : (
                    source.license
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
