// chat/companions: finding language-exchange companions, friends and requests, blocked users and
// chat settings, as tabs (the tab is in the URL: ?tab=friends ...).
import '@mantine/core/styles/Tabs.css';
import { ActionIcon, Tabs, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useProfile } from '../../../shared/session/profile';
import { BlockedPanel } from '../components/companions/BlockedPanel';
import { ChatSettingsPanel } from '../components/companions/ChatSettingsPanel';
import { CompanionSearch } from '../components/companions/CompanionSearch';
import classes from '../components/companions/Companions.module.css';
import { FriendsPanel } from '../components/companions/FriendsPanel';
import { usePeopleActions } from '../hooks/use-people-actions';
import { useChatRealtime } from '../state/realtime-sync';
import { usePageTitle } from '../../../shared/ui/use-page-title';

const TABS = ['search', 'friends', 'blocked', 'settings'] as const;
type Tab = (typeof TABS)[number];

export default function CompanionsPage() {
  usePageTitle('companions', 'page.title');
  const { t } = useTranslation('companions');
  const to = useLocalePath();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((x) => x === params.get('tab')) ?? 'search';
  const actions = usePeopleActions();
  useChatRealtime(useProfile().data?.uuid);

  return (
    <div className={classes.page} data-testid="companions-page">
      <div className={classes.head}>
        <ActionIcon component={Link} to={to('/chat')} variant="subtle" color="gray" size="lg" aria-label={t('page.back')}>
          <IconArrowLeft size={20} />
        </ActionIcon>
        <Title order={1} size="h2" className={classes.title}>
          {t('page.title')}
        </Title>
      </div>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== 'search' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
        classNames={{ list: classes.tabsList, tab: classes.tab }}
      >
        <Tabs.List mb="md">
          {TABS.map((x) => (
            <Tabs.Tab key={x} value={x} data-testid={`tab-${x}`}>
              {t(`tabs.${x}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="search">
          <CompanionSearch actions={actions} />
        </Tabs.Panel>
        <Tabs.Panel value="friends">
          <FriendsPanel actions={actions} />
        </Tabs.Panel>
        <Tabs.Panel value="blocked">
          <BlockedPanel actions={actions} />
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          <ChatSettingsPanel />
        </Tabs.Panel>
      </Tabs>
    </div>
  );
}
