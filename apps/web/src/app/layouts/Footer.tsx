import { Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../shared/i18n/use-locale-path';
import { Logo } from '../../shared/ui/Logo';
import { PAGE_WIDTH } from '../../shared/ui/breakpoints';
import classes from './AppLayout.module.css';
import { INFO_LINKS } from './nav-items';

export function Footer() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <footer className={classes.footer} data-page-floor>
      <Container size={PAGE_WIDTH}>
        <Group justify="space-between" align="flex-start" gap="lg">
          <div>
            <Text component="div" c="var(--mantine-color-text)">
              <Logo />
            </Text>
            <Text size="sm" c="dimmed" mt={6} maw={360}>
              {t('footer.open_source')}
            </Text>
          </div>
          <nav className={classes.footerLinks} aria-label={t('footer.label')}>
            {INFO_LINKS.map(({ path, labelKey }) => (
              <Link key={path} to={to(path)}>
                {t(labelKey)}
              </Link>
            ))}
          </nav>
        </Group>
      </Container>
    </footer>
  );
}
