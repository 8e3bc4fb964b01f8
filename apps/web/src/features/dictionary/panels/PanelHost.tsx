// Desktop side panels (lazy chunk): the translation panel and the sentences panel, stacked. The top
// one shows; ← goes back to the one below, × or Esc closes it. The panel scrolls with the page.
import { useEffect, useRef } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconArrowLeft, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePageScrolledPanel } from '../hooks/use-page-scrolled-panel';
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
  usePanelFocus(top ? `${top.type}:${top.type === 'translation' ? top.id : top.word}` : null);
  const panelRef = useRef<HTMLElement>(null);
  usePageScrolledPanel(panelRef, Boolean(top));
  if (!top) return null;

  return (
    <aside ref={panelRef} className={classes.panel} aria-labelledby="panel-title" data-testid={`panel-${top.type}`}>
      <div className={classes.head}>
        {stack.length > 1 && (
          <ActionIcon variant="subtle" color="gray" radius="xl" onClick={closeTop} aria-label={t('panel.back')} title={t('panel.back')}>
            <IconArrowLeft size={18} />
          </ActionIcon>
        )}
        <h2 id="panel-title" className={classes.title} tabIndex={-1}>
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

/**
 * Keyboard users land in a panel they open (its title takes the focus) and go back to what opened it
 * (the result they chose) when the last panel closes. Someone typing in a field (the search box, also
 * when a stored panel comes back with the page) keeps the focus there.
 */
function usePanelFocus(topKey: string | null) {
  const opener = useRef<{ element: HTMLElement; href: string | null } | null>(null);
  const giveBack = () => {
    if (!opener.current) return;
    // The results may have re-rendered meanwhile: the same link, found again by its address.
    const { element, href } = opener.current;
    const target = element.isConnected ? element : href ? document.querySelector<HTMLElement>(`a[href="${CSS.escape(href)}"]`) : null;
    target?.focus({ preventScroll: true });
    opener.current = null;
  };
  const giveBackRef = useRef(giveBack);
  giveBackRef.current = giveBack;

  useEffect(() => {
    const active = document.activeElement;
    if (topKey) {
      if (active instanceof HTMLElement && active.matches('input, textarea, select, [contenteditable="true"]')) return;
      if (active instanceof HTMLElement && active !== document.body && !active.closest('aside')) {
        opener.current = { element: active, href: active.getAttribute('href') };
      }
      document.getElementById('panel-title')?.focus({ preventScroll: true });
    } else giveBack();
  }, [topKey]);
  // The page unmounts the host when the last panel closes.
  useEffect(() => () => giveBackRef.current(), []);
}
