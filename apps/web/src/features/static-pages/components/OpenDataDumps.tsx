// The About page's open data section (issue 37): the dumps of GET /api/dumps (CC BY-SA 4.0) with
// their size, date and SHA-256, and the checksums file.
import '@mantine/core/styles/Code.css';
import { Anchor, Code, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Dump } from '@glossa/contract';
import { api } from '../../../shared/api';

export function OpenDataDumps() {
  const { t, i18n } = useTranslation('static');
  const dumps = useQuery({
    queryKey: ['dumps'],
    queryFn: ({ signal }) => api.get<{ data: Dump[]; checksums_url: string }>('/dumps', { signal }),
  });
  const n = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section data-testid="open-data-dumps">
      <Title order={2} fz={{ base: 19, md: 22 }} mb="xs">
        {t('dumps.heading')}
      </Title>
      <Stack gap="sm">
        <Text lh={1.65}>{t('dumps.text')}</Text>
        {dumps.data && dumps.data.data.length === 0 && <Text c="dimmed">{t('dumps.none')}</Text>}
        {dumps.data?.data.map((d) => (
          <div key={d.file}>
            <Anchor href={d.url} download>
              {d.file}
            </Anchor>{' '}
            <Text span c="dimmed" size="sm">
              · {date.format(new Date(d.created_at))} · {n.format(d.bytes / 1_048_576)} MB
            </Text>
            <Code block mt={4} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              SHA-256 {d.sha256}
            </Code>
          </div>
        ))}
        {dumps.data && dumps.data.data.length > 0 && (
          <Anchor href={dumps.data.checksums_url} size="sm">
            {t('dumps.checksums')}
          </Anchor>
        )}
      </Stack>
    </section>
  );
}
