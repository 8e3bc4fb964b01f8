// The learning materials list under the profile (community.md §2 profile/{nickname}/learning_materials):
// authored, learned or both, filtered by complexity, subjects and words range (§7 search/users), a
// page at a time after the last one shown.
import { Container, SegmentedControl, Stack, Title } from '@mantine/core';
import '@mantine/core/styles/SegmentedControl.css';
import { useDocumentTitle } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MATERIAL_SOURCES, type MaterialSource } from '@glossa/contract/training/constants';
import { PAGE_WIDTH } from '../../../shared/ui/breakpoints';
import { materialPagesQueryOptions, type MaterialFilters } from '../api/selections';
import { MaterialFiltersBar } from '../components/MaterialFiltersBar';
import { MoreButton } from '../components/MoreButton';
import { SelectionGrid } from '../components/SelectionGrid';

export default function MaterialsPage() {
  const { t } = useTranslation('training');
  useDocumentTitle(`${t('materials.title')} · Glossa`);
  const [source, setSource] = useState<MaterialSource>('all');
  const [filters, setFilters] = useState<MaterialFilters>({});
  const list = useInfiniteQuery(materialPagesQueryOptions(source, filters));
  return (
    <Container size={PAGE_WIDTH} py={{ base: 'md', md: 40 }}>
      <Stack gap="lg">
        <Title order={1}>{t('materials.title')}</Title>
        <SegmentedControl value={source} onChange={(v) => setSource(v as MaterialSource)} data={MATERIAL_SOURCES.map((s) => ({ value: s, label: t(`materials.${s}`) }))} />
        <MaterialFiltersBar value={filters} onChange={setFilters} />
        <SelectionGrid list={list.data?.pages.flat()} empty={t('home.none')} />
        <MoreButton pages={list} />
      </Stack>
    </Container>
  );
}
