import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { CHUNK_RELOAD_MARK as RELOAD_MARK, pageReload } from '../../shared/router/reload';

/** A lazy page chunk that failed to load (after a deploy, or a flaky network). */
function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|ChunkLoadError/i.test(
    message,
  );
}

/**
 * Route error boundary: a failed chunk reloads the page once (core.md §8), offline once the
 * connection returns; anything else says so.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunkFailed = isChunkLoadError(error);
  const chunkFailedOffline = chunkFailed && !navigator.onLine;

  useEffect(() => {
    if (!chunkFailedOffline) return;
    // Reloading now would show the browser's offline page: reload once the connection returns.
    const reload = () => pageReload.run();
    window.addEventListener('online', reload, { once: true });
    return () => window.removeEventListener('online', reload);
  }, [chunkFailedOffline]);

  if (chunkFailed && !chunkFailedOffline && sessionStorage.getItem(RELOAD_MARK) !== window.location.pathname) {
    // Once per path: the mark is cleared after the next page that loads (navigation-rules.ts).
    sessionStorage.setItem(RELOAD_MARK, window.location.pathname);
    pageReload.run();
    return null;
  }
  console.error(error);

  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center">
        <Title order={1}>{t('errors.something_wrong')}</Title>
        <Text c="dimmed">{t('not_found.text')}</Text>
        <Button radius="xl" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
      </Stack>
    </Container>
  );
}
