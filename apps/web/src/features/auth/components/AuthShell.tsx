// The frame of the auth pages: on desktop a card with the product's promise on the left and the
// form on the right; on mobile (<= 980 px) just the form, full width.
import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconBook2, IconMessages, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../shared/ui/Logo';
import classes from './AuthShell.module.css';

const POINTS = [
  { key: 'dictionary', icon: IconBook2 },
  { key: 'community', icon: IconSparkles },
  { key: 'practice', icon: IconMessages },
] as const;

export interface AuthShellProps {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}

export function AuthShell({ title, subtitle, icon, children, footer, testId }: AuthShellProps) {
  const { t } = useTranslation('auth');
  useDocumentTitle(`${title} · Glossa`);
  return (
    <div className={classes.wrap} data-testid={testId}>
      <div className={classes.card}>
        <aside className={classes.aside} aria-hidden>
          <Logo />
          <div className={classes.tagline}>{t('shell.tagline')}</div>
          <ul className={classes.points}>
            {POINTS.map(({ key, icon: Icon }) => (
              <li key={key} className={classes.point}>
                <span className={classes.pointIcon}>
                  <Icon size={20} stroke={1.7} />
                </span>
                <span>
                  <strong>{t(`shell.${key}.title`)}</strong>
                  {t(`shell.${key}.text`)}
                </span>
              </li>
            ))}
          </ul>
        </aside>
        <section className={classes.main}>
          <div className={classes.body}>
            {icon && <div className={classes.headIcon}>{icon}</div>}
            <Stack gap={6} mb="xl">
              <Title order={1} fz={{ base: 26, md: 30 }} lh={1.2}>
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" size="md">
                  {subtitle}
                </Text>
              )}
            </Stack>
            {children}
            {footer && <div className={classes.footer}>{footer}</div>}
          </div>
        </section>
      </div>
    </div>
  );
}
