// The learning materials list under the profile (community.md §2 profile/{nickname}/learning_materials).
import { Container, SegmentedControl, Stack, Title } from '@mantine/core';
import '@mantine/core/styles/SegmentedControl.css';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MATERIAL_SOURCES, type MaterialSource } from '@glossa/contract/training/constants';
import { PAGE_WIDTH } from '../../../shared/ui/breakpoints';
import { materialsQueryOptions } from '../api/selections';
import { SelectionGrid } from '../components/SelectionGrid';

export default function MaterialsPage() {
  const { t } = useTranslation('training');
  useDocumentTitle(`${t('materials.title')} · Glossa`);
  const [source, setSource] = useState<MaterialSource>('all');
  const list = useQuery(materialsQueryOptions(source));
  return (
    <Container size={PAGE_WIDTH} py={{ base: 'md', md: 40 }}>
      <Stack gap="lg">
        <Title order={1}>{t('materials.title')}</Title>
        <SegmentedControl value={source} onChange={(v) => setSource(v as MaterialSource)} data={MATERIAL_SOURCES.map((s) => ({ value: s, label: t(`materials.${s}`) }))} />
        <SelectionGrid list={list.data?.rows} empty={t('home.none')} />
      </Stack>
    </Container>
  );
}
