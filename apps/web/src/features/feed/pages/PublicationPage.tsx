// The post, question and article view pages (community.md §2; on desktop the feed opens posts and
// questions in a detail panel instead, these pages stay for links and phones).
import { Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { Publication, PublicationType } from '@glossa/contract';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { GuestCallPopup } from '../components/GuestCallPopup';
import { PublicationView } from '../components/PublicationView';
import { publicationTitle } from '../lib/publication-title';

const TYPES: PublicationType[] = ['post', 'article', 'question'];

export default function PublicationPage() {
  const { t } = useTranslation('feed');
  const to = useLocalePath();
  const navigate = useNavigate();
  const { uuid = '' } = useParams();
  const segment = useLocation().pathname.split('/').slice(-2)[0] as PublicationType;
  const type = TYPES.includes(segment) ? segment : 'post';
  const [loaded, setLoaded] = useState<Publication | undefined>();
  useDocumentTitle(`${publicationTitle(loaded, type, t)} · Glossa`);
  return (
    <Container size={760} py={{ base: 'md', md: 40 }}>
      <PublicationView
        key={uuid}
        type={type}
        uuid={uuid}
        onLoaded={setLoaded}
        onDeleted={() => void navigate(to('/feed'))}
      />
      <GuestCallPopup />
    </Container>
  );
}
