// The news popup (community.md §4): when the web version whose news this browser last showed is older
// than the running one, the news of this version are shown once. A first visit only records the
// version (a newcomer has nothing to catch up on).
import { Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WEB_APP_VERSION, versionNumber } from '../../../app/web-version';
import { Popup } from '../../../shared/ui/Popup';
import { api } from '../../../shared/api';
import type { newsPageResponse } from '@glossa/contract';
import type { z } from 'zod';
import { markNewsSeen, markNewsVersionSeen, seenNewsVersion } from '../lib/news-seen';

export function NewsPopup() {
  const { t } = useTranslation('notifications');
  const [due] = useState(() => {
    const seen = seenNewsVersion();
    if (seen === null) markNewsVersionSeen(WEB_APP_VERSION);
    return seen !== null && versionNumber(seen) < versionNumber(WEB_APP_VERSION);
  });
  const [open, setOpen] = useState(true);
  const news = useQuery({
    queryKey: ['news', 'popup', WEB_APP_VERSION],
    enabled: due,
    queryFn: ({ signal }) =>
      api
        .get<z.infer<typeof newsPageResponse>>(`/client-applications/web/feature-news/${WEB_APP_VERSION}`, { signal, silent: true, query: { limit: 3 } })
        .then((a) => a.data),
  });
  const items = news.data ?? [];
  useEffect(() => {
    if (due && news.isSuccess) markNewsVersionSeen(WEB_APP_VERSION);
  }, [due, news.isSuccess]);

  if (!due || !items.length) return null;
  const close = () => {
    markNewsSeen(items[0]!.pagination_id);
    setOpen(false);
  };
  return (
    <Popup opened={open} onClose={close} title={t('news_popup_title')}>
      <Stack gap="md" data-testid="news-popup">
        {items.map((item) => (
          <div key={item.pagination_id}>
            <Title order={3} size="h5">
              {item.title}
            </Title>
            <Text size="sm">{item.body}</Text>
          </div>
        ))}
        <Button onClick={close}>{t('news_popup_ok')}</Button>
      </Stack>
    </Popup>
  );
}
