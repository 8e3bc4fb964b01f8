// moderation/members (moderators): find a member by nickname to open their page (standing,
// warnings, blocks, the violation history). Uses the accounts' user search (GET /user/search).
import { useState } from 'react';
import { Loader, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { useMemberSearch } from '../api/members';
import { Gate } from '../components/Gate';
import { ModerationNav } from '../components/ModerationNav';
import { RoleBadge } from '../components/RoleBadge';
import classes from '../components/Moderation.module.css';

function Search() {
  const { t } = useTranslation('moderation');
  const to = useLocalePath();
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const found = useMemberSearch(debounced);
  return (
    <>
      <h1 className={classes.title}>{t('members.title')}</h1>
      <p className={classes.lead}>{t('members.lead')}</p>
      <TextInput
        mt="md"
        maw={420}
        leftSection={<IconSearch size={16} />}
        placeholder={t('members.search')}
        aria-label={t('members.search')}
        value={keyword}
        onChange={(e) => setKeyword(e.currentTarget.value)}
        maxLength={30}
        data-testid="members-search"
      />
      <div className={classes.section}>
        {found.isFetching && <Loader type="dots" size="sm" />}
        {debounced && found.data?.length === 0 && <Text c="dimmed">{t('members.none')}</Text>}
        <ul className={classes.list}>
          {found.data?.map((u) => (
            <li key={u.uuid} className={classes.row}>
              <div className={classes.rowMain}>
                <Link to={to(`/moderation/members/${u.uuid}`)} data-testid="member-link">
                  {u.nickname}
                </Link>
              </div>
              <RoleBadge role={u.role} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

export default function MembersPage() {
  const { t } = useTranslation('moderation');
  useDocumentTitle(`${t('members.title')} · Glossa`);
  return (
    <Gate>
      <div className={classes.page} data-testid="moderation-members">
        <ModerationNav />
        <Search />
      </div>
    </Gate>
  );
}
