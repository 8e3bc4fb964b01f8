import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

const RELOAD_MARK = 'glossa-chunk-reload';

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
    const reload = () => window.location.reload();
    window.addEventListener('online', reload, { once: true });
    return () => window.removeEventListener('online', reload);
  }, [chunkFailedOffline]);

  if (chunkFailed && !chunkFailedOffline && sessionStorage.getItem(RELOAD_MARK) !== window.location.pathname) {
    sessionStorage.setItem(RELOAD_MARK, window.location.pathname);
    window.location.reload();
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
