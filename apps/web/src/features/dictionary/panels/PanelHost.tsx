// Desktop side panels (lazy chunk): the translation panel and the sentences panel, stacked. The top
// one shows; ← goes back to the one below, × or Esc closes it.
import { ActionIcon } from '@mantine/core';
import { IconArrowLeft, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePanels, usePanelStack, type Panel } from '../hooks/use-panels';
import { TranslationDetail } from './detail/TranslationDetail';
import classes from './PanelHost.module.css';
import { SentencesList } from './sentences/SentencesList';

export interface PanelHostProps {
  owner: string;
  lang: string;
  langT: string;
  search: string;
}

function panelTitle(panel: Panel, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (panel.type === 'translation') return t('panel.translation');
  return panel.wordT ? t('panel.sentences_pair', { word: panel.word, wordT: panel.wordT }) : t('panel.sentences', { word: panel.word });
}

export default function PanelHost({ owner, lang, langT, search }: PanelHostProps) {
  const { t } = useTranslation('dictionary');
  const stack = usePanelStack(owner);
  const open = usePanels((s) => s.open);
  const closeTop = usePanels((s) => s.closeTop);
  const top = stack.at(-1);
  if (!top) return null;

  return (
    <aside className={classes.panel} aria-labelledby="panel-title" data-testid={`panel-${top.type}`}>
      <div className={classes.head}>
        {stack.length > 1 && (
          <ActionIcon variant="subtle" color="gray" radius="xl" onClick={closeTop} aria-label={t('panel.back')} title={t('panel.back')}>
            <IconArrowLeft size={18} />
          </ActionIcon>
        )}
        <h2 id="panel-title" className={classes.title}>
          {panelTitle(top, t)}
        </h2>
        <ActionIcon
          variant="subtle"
          color="gray"
          radius="xl"
          onClick={closeTop}
          aria-label={t('panel.close')}
          title={`${t('panel.close')} (Esc)`}
          data-testid="panel-close"
        >
          <IconX size={18} />
        </ActionIcon>
      </div>
      <div className={classes.body}>
        {top.type === 'translation' ? (
          <TranslationDetail
            key={top.id}
            id={top.id}
            lang={lang}
            langT={langT}
            search={search}
            from="translation_panel"
            onAllExamples={(p) => open(owner, { type: 'sentences', word: p.word, wordT: p.wordT, translationId: p.translationId })}
          />
        ) : (
          <SentencesList params={{ word: top.word, wordT: top.wordT, lang, langT }} />
        )}
      </div>
    </aside>
  );
}
