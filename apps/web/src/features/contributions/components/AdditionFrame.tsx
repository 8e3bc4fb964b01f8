// The frame of every addition screen: close button (leaving goes back, two steps after the fork
// page), eyebrow, title and subtitle, the content, and the action bar (fixed above the bottom
// navigation on phones).
import type { ReactNode } from 'react';
import { ActionIcon } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguageNameOf } from '../../../shared/reference/language-name';
import { useLeaveAddition } from '../hooks/use-leave-addition';
import classes from './Addition.module.css';

export interface AdditionFrameProps {
  eyebrow?: ReactNode;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  footerNote?: ReactNode;
  testId?: string;
}

export function AdditionFrame({ eyebrow, title, subtitle, children, footer, footerNote, testId }: AdditionFrameProps) {
  const { t } = useTranslation('contributions');
  const leave = useLeaveAddition();
  useDocumentTitle(`${title} · Glossa`);
  return (
    <div className={classes.page} data-testid={testId}>
      <header className={classes.header}>
        <div className={classes.titles}>
          {eyebrow && <p className={classes.eyebrow}>{eyebrow}</p>}
          <h1 className={classes.title}>{title}</h1>
          {subtitle && <div className={classes.subtitle}>{subtitle}</div>}
        </div>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={40}
          radius="xl"
          onClick={() => leave()}
          aria-label={t('frame.close')}
          title={t('frame.close')}
          data-testid="addition-close"
        >
          <IconX size={20} />
        </ActionIcon>
      </header>
      {children}
      {(footer || footerNote) && (
        <div className={classes.footer}>
          {footerNote && <span className={classes.footerNote}>{footerNote}</span>}
          {footer}
        </div>
      )}
    </div>
  );
}

/** "English → German" as two small language tags (names, never the codes). */
export function LanguagePairTag({ from, to }: { from: string; to?: string | null }) {
  const name = useLanguageNameOf();
  return (
    <span className={classes.pair}>
      <span className={classes.langTag}>{name(from)}</span>
      {to && (
        <>
          <span aria-hidden>→</span>
          <span className={classes.langTag}>{name(to)}</span>
        </>
      )}
    </span>
  );
}
