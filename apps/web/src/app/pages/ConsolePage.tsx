// /console (community.md §2 "console only when a developer-host flag is set"): what a developer
// checks first on an installation: the web and server versions, where the API is, the socket, the
// session. Shown only on a host named in DEVELOPER_HOSTS (GET /api/client-config); elsewhere the
// 404 page, as if the route did not exist. A desktop-only page: phones get the placeholder screen.
import '@mantine/core/styles/Table.css';
import { useEffect, useState } from 'react';
import { Container, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '@glossa/contract';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api';
import { BASE_PATHS } from '../../shared/api/rules';
import { isDeveloperHost, useClientConfig } from '../../shared/config/client-config';
import { useCurrentLocale } from '../../shared/i18n/locale-store';
import { useConnection } from '../../shared/network/connection';
import { isRealtimeConnected, onConnectionChange } from '../../shared/realtime';
import { useIsLoggedIn } from '../../shared/session/session-store';
import { useLayout } from '../../shared/ui/breakpoints';
import { PageLoader } from '../../shared/ui/PageLoader';
import { DesktopOnly } from '../router/desktop-only';
import { WEB_APP_VERSION } from '../web-version';
import { NotFoundPage } from './NotFoundPage';
import { usePageTitle } from '../../shared/ui/use-page-title';

function useSocketConnected(): boolean {
  const [connected, setConnected] = useState(isRealtimeConnected);
  useEffect(() => onConnectionChange(setConnected), []);
  return connected;
}

function DeveloperConsole({ config }: { config: ClientConfig }) {
  const { t } = useTranslation('shell');
  usePageTitle('shell', 'console.title');
  const locale = useCurrentLocale();
  const layout = useLayout();
  const loggedIn = useIsLoggedIn();
  const socket = useSocketConnected();
  const online = useConnection((s) => s.online);
  const health = useQuery({
    queryKey: ['console', 'health'],
    queryFn: () => api.get<{ data: { version: string; status: string; database: { engine: string } } }>('/health', { silent: true }).then((a) => a.data),
  });
  const rows: [string, string][] = [
    ['web_version', WEB_APP_VERSION],
    ['server_version', health.data ? `${health.data.version} (${health.data.status}, ${health.data.database.engine})` : health.isError ? t('console.unreachable') : '…'],
    ['api_base', `${window.location.origin}${BASE_PATHS.api}`],
    ['chat_base', `${window.location.origin}${BASE_PATHS.chat}`],
    ['socket', socket ? t('console.connected') : t('console.disconnected')],
    ['network', online ? t('console.online') : t('console.offline')],
    ['session', loggedIn ? t('console.signed_in') : t('console.guest')],
    ['locale', locale],
    ['layout', layout],
    ['analytics', config.analytics ? `${config.analytics.provider} → ${config.analytics.endpoint}` : t('console.off')],
    ['user_agent', navigator.userAgent],
  ];
  return (
    <Container size="md" py="xl" data-testid="console-page">
      <Title order={1} mb="md">
        {t('console.title')}
      </Title>
      <Table striped withTableBorder>
        <Table.Tbody>
          {rows.map(([key, value]) => (
            <Table.Tr key={key} data-testid={`console-${key}`}>
              <Table.Th w="30%">{t(`console.${key}`)}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Container>
  );
}

export default function ConsolePage() {
  const config = useClientConfig();
  if (config.isPending) return <PageLoader />;
  if (!config.data || !isDeveloperHost(config.data)) return <NotFoundPage />;
  return (
    <DesktopOnly>
      <DeveloperConsole config={config.data} />
    </DesktopOnly>
  );
}
