// moderation/dictionaries (administrators, issue 37): the FreeDict pairs and WordNet found on the
// machine (size, licence, imported when and how many entries) with Import / Re-import, the import
// in progress (step, entries, rate, ETA, Cancel) pushed over the socket, its result or why it
// failed, and per language whether inflected forms are linked and which Debian package adds them.
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Table.css';
import { Alert, Badge, Button, Code, Loader, Progress, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DictionaryImport } from '@glossa/contract';
import { isApiError } from '../../../shared/api/errors';
import { useLanguageNameOf } from '../../../shared/reference/language-name';
import { useCancelImport, useDictionaries, useImportEvents, useImports, useStartImport } from '../api/dictionaries';
import { Gate } from '../components/Gate';
import { ModerationNav } from '../components/ModerationNav';
import classes from '../components/Moderation.module.css';
import stacked from '../components/StackedTable.module.css';
import { usePageTitle } from '../../../shared/ui/use-page-title';

const ACTIVE = new Set(['queued', 'running']);

function CurrentImport({ row, label }: { row: DictionaryImport; label: string }) {
  const { t, i18n } = useTranslation('moderation');
  const cancel = useCancelImport();
  const n = new Intl.NumberFormat(i18n.language);
  const active = ACTIVE.has(row.status);
  const pct = row.total > 0 ? Math.min(100, (row.done / row.total) * 100) : 0;
  const color = row.status === 'failed' ? 'red' : row.status === 'cancelled' ? 'gray' : row.status === 'done' ? 'green' : 'blue';
  return (
    <div className={classes.section} data-testid="dictionary-import" data-status={row.status}>
      <Text fw={700}>
        {label} · <Badge color={color}>{t(`dictionaries.status.${row.status}`)}</Badge>
      </Text>
      {active && (
        <>
          <Text size="sm" mt={6} data-testid="dictionary-import-step">
            {row.step ? t(`dictionaries.step.${row.step}`) : t('dictionaries.status.queued')}
            {row.total > 0 && ` · ${t('dictionaries.entries_of', { done: n.format(row.done), total: n.format(row.total) })}`}
            {row.rate > 0 && ` · ${t('dictionaries.rate', { rate: n.format(row.rate) })}`}
            {row.eta_seconds !== null && ` · ${t('dictionaries.eta', { seconds: n.format(row.eta_seconds) })}`}
          </Text>
          <Progress mt={8} value={pct} animated aria-label={t('dictionaries.progress')} />
          <Button
            mt="sm"
            variant="default"
            radius="xl"
            disabled={!row.cancellable}
            loading={cancel.isPending}
            onClick={() => cancel.mutate(row.id)}
            data-testid="dictionary-cancel"
          >
            {row.cancel_requested ? t('dictionaries.cancelling') : t('dictionaries.cancel')}
          </Button>
        </>
      )}
      {row.status === 'done' && row.result && (
        <Text size="sm" mt={6} data-testid="dictionary-result">
          {t('dictionaries.result', {
            entries: n.format(row.result.entries),
            words: n.format(row.result.words),
            translations: n.format(row.result.translations),
            seconds: n.format(row.result.seconds),
          })}
        </Text>
      )}
      {row.status === 'cancelled' && (
        <Text size="sm" mt={6}>
          {t('dictionaries.cancelled_text')}
        </Text>
      )}
      {row.status === 'failed' && (
        <Alert color="red" mt={8} title={t('dictionaries.failed_title')} data-testid="dictionary-failure">
          {row.message}
        </Alert>
      )}
    </div>
  );
}

function Dictionaries() {
  const { t, i18n } = useTranslation('moderation');
  const inventory = useDictionaries();
  const imports = useImports();
  const start = useStartImport();
  const name = useLanguageNameOf();
  useImportEvents();
  const n = new Intl.NumberFormat(i18n.language);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const mb = (bytes: number) => `${n.format(Math.round((bytes / 1_048_576) * 10) / 10)} MB`;
  const latest = imports.data?.[0];
  const busy = !!latest && ACTIVE.has(latest.status);
  const labelOf = (id: string) => inventory.data?.sources.find((s) => s.id === id)?.label ?? id;
  if (inventory.isPending) return <Loader type="dots" />;
  if (!inventory.data) return <Alert color="red">{t('dictionaries.load_failed')}</Alert>;
  const { sources, languages } = inventory.data;
  return (
    <>
      <h1 className={classes.title}>{t('dictionaries.title')}</h1>
      <p className={classes.lead}>{t('dictionaries.lead')}</p>
      {start.error && (
        <Alert color="red" mt="md" title={t('dictionaries.start_failed')} data-testid="dictionary-start-error">
          {isApiError(start.error) ? start.error.message : t('dictionaries.load_failed')}
        </Alert>
      )}
      {latest && <CurrentImport row={latest} label={labelOf(latest.source_id)} />}
      <div className={classes.section}>
        <h2>{t('dictionaries.sources')}</h2>
        {sources.length === 0 ? (
          <Text c="dimmed" data-testid="dictionary-none">
            {t('dictionaries.none')} <Code>apt-get install dict-freedict-eng-deu wordnet-base</Code>
          </Text>
        ) : (
          <Table.ScrollContainer type="native" minWidth={640} className={stacked.scroll} classNames={{ scrollContainerInner: stacked.inner }}>
            <Table data-testid="dictionary-sources" verticalSpacing="xs" className={stacked.table}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('dictionaries.source')}</Table.Th>
                  <Table.Th>{t('dictionaries.size')}</Table.Th>
                  <Table.Th>{t('dictionaries.licence')}</Table.Th>
                  <Table.Th>{t('dictionaries.imported')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sources.map((s) => (
                  <Table.Tr key={s.id} data-source={s.id}>
                    <Table.Td>
                      <Text fw={600}>{s.label}</Text>
                      <Text size="xs" c="dimmed">
                        {s.debian_package}
                      </Text>
                    </Table.Td>
                    <Table.Td data-label={t('dictionaries.size')}>{mb(s.bytes)}</Table.Td>
                    <Table.Td data-label={t('dictionaries.licence')}>{s.imported?.license ?? '—'}</Table.Td>
                    <Table.Td data-label={t('dictionaries.imported')}>
                      {s.imported
                        ? t(s.imported.complete ? 'dictionaries.imported_at' : 'dictionaries.imported_part', {
                            date: date.format(new Date(s.imported.at)),
                            entries: n.format(s.imported.entries),
                          })
                        : t('dictionaries.not_imported')}
                    </Table.Td>
                    <Table.Td className={stacked.action}>
                      <Button
                        size="xs"
                        radius="xl"
                        variant={s.imported ? 'default' : 'filled'}
                        disabled={busy}
                        loading={start.isPending && start.variables === s.id}
                        onClick={() => start.mutate(s.id)}
                      >
                        {s.imported ? t('dictionaries.reimport') : t('dictionaries.import')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </div>
      <div className={classes.section}>
        <h2>{t('dictionaries.languages')}</h2>
        <Table.ScrollContainer type="native" minWidth={520} className={stacked.scroll} classNames={{ scrollContainerInner: stacked.inner }}>
          <Table data-testid="dictionary-languages" verticalSpacing="xs" className={stacked.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('dictionaries.language')}</Table.Th>
                <Table.Th>{t('dictionaries.words')}</Table.Th>
                <Table.Th>{t('dictionaries.forms')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {languages.map((l) => (
                <Table.Tr key={l.lang}>
                  <Table.Td fw={600}>{name(l.lang)}</Table.Td>
                  <Table.Td data-label={t('dictionaries.words')}>{n.format(l.words)}</Table.Td>
                  <Table.Td data-label={t('dictionaries.forms')}>
                    {l.forms_linked ? (
                      t('dictionaries.forms_linked')
                    ) : l.hunspell ? (
                      l.hunspell.installed ? (
                        t('dictionaries.forms_next_import')
                      ) : (
                        <>
                          {t('dictionaries.forms_missing')} <Code>apt-get install {l.hunspell.debian_package}</Code>
                        </>
                      )
                    ) : (
                      t('dictionaries.forms_none')
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </div>
    </>
  );
}

export default function DictionariesPage() {
  usePageTitle('moderation', 'dictionaries.title');
  return (
    <Gate admins>
      <div className={classes.page} data-testid="moderation-dictionaries">
        <ModerationNav />
        <Dictionaries />
      </div>
    </Gate>
  );
}
