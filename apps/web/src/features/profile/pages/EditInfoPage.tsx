// profile/{nickname}/edit_info: birthday (and whether the profile shows it), gender, country, city, about and who may see them
// (POST /user/profile; community.md §3 profile concepts). City suggestions need a country and
// three letters (core.md §5); places are in English, as the server keeps them.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { useMemo, useState } from 'react';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Profile, ProfileUpdate } from '@glossa/contract';
import { ACCOUNT_LIMITS, GENDERS } from '@glossa/contract/account-rules';
import { TIMINGS } from '@glossa/contract/constants';
import { accountErrorText, type AccountErrorText } from '../../../shared/account/errors';
import { alerts } from '../../../shared/alerts/store';
import { USER_QUERY_KEY } from '../../../shared/api/query-keys';
import { useCurrentLocale } from '../../../shared/i18n/locale-store';
import { useProfile } from '../../../shared/session/profile';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { updateProfile, useCities, useCountries } from '../api/account';
import { FormAlert } from '../../../shared/account/FormAlert';
import { NicknameForm } from '../components/NicknameForm';
import { Section } from '../components/Section';
import { regionName } from '../lib/countries';
import { OpenDataSetting } from '../components/OpenDataSetting';
import { usePageTitle } from '../../../shared/ui/use-page-title';

interface Values {
  birthday: string;
  birthdayShared: boolean;
  gender: string;
  country: string;
  city: string;
  about: string;
  isPublic: boolean;
}

const valuesOf = (p: Profile): Values => ({
  birthday: p.birthday ?? '',
  birthdayShared: p.birthday_shared,
  gender: p.gender ?? '',
  country: p.country ?? '',
  city: p.city ?? '',
  about: p.about ?? '',
  isPublic: p.accessibility === 'public',
});

const today = () => new Date().toISOString().slice(0, 10);

function EditInfoForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const locale = useCurrentLocale();
  const queryClient = useQueryClient();
  const [error, setError] = useState<AccountErrorText | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(profile),
    validate: {
      birthday: (v) => (v && (v < '1900-01-01' || v > today()) ? t('edit.birthday_range') : null),
      about: (v) => (v.length > ACCOUNT_LIMITS.aboutMaxLength ? t('edit.about_too_long') : null),
      city: (v) => (v.length > ACCOUNT_LIMITS.cityMaxLength ? t('edit.city_too_long') : null),
    },
  });
  const { values } = form;

  const countries = useCountries();
  const countryOptions = useMemo(() => {
    const collator = new Intl.Collator(locale);
    const list = (countries.data ?? []).map((c) => ({
      value: c.code,
      label: regionName(c.code, locale) ?? c.name,
    }));
    if (values.country && !list.some((c) => c.value === values.country)) {
      list.push({ value: values.country, label: regionName(values.country, locale) ?? values.country });
    }
    list.sort((a, b) => collator.compare(a.label, b.label));
    return [{ value: '', label: t('edit.not_specified') }, ...list];
  }, [countries.data, locale, t, values.country]);

  const [cityQuery] = useDebouncedValue(values.city, TIMINGS.tooltipDebounceMs);
  const cities = useCities(values.country || null, cityQuery);

  const submit = form.onSubmit(async (v) => {
    setError(null);
    const body: ProfileUpdate = {
      birthday: v.birthday || null,
      birthday_shared: v.birthdayShared,
      gender: (v.gender || null) as ProfileUpdate['gender'],
      country: v.country || null,
      city: v.city.trim() || null,
      about: v.about.trim() || null,
      accessibility: v.isPublic ? 'public' : 'private',
    };
    try {
      const updated = await updateProfile(body);
      queryClient.setQueryData(USER_QUERY_KEY, updated);
      form.resetDirty(valuesOf(updated));
      alerts.showAlert('system', { messageKey: 'profile:edit.saved', tone: 'success' });
      // The spec refreshes the profile 1500 ms after an update (core.md §9).
      setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
        TIMINGS.profileRefreshDelayMs,
      );
    } catch (err) {
      setError(accountErrorText(err, locale));
    }
  });

  return (
    <Section title={t('edit.title')} description={t('edit.subtitle')} testId="edit-info-page">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert error={error} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              type="date"
              label={t('fields.birthday')}
              min="1900-01-01"
              max={today()}
              {...form.getInputProps('birthday')}
            />
            <NativeSelect
              label={t('fields.gender')}
              data={[
                { value: '', label: t('edit.not_specified') },
                ...GENDERS.map((g) => ({ value: g, label: t(`genders.${g}`) })),
              ]}
              {...form.getInputProps('gender')}
            />
            <NativeSelect
              label={t('fields.country')}
              data={countryOptions}
              data-testid="country-select"
              {...form.getInputProps('country')}
              onChange={(event) => {
                form.setFieldValue('country', event.currentTarget.value);
                form.setFieldValue('city', '');
              }}
            />
            <div>
              <TextInput
                label={t('fields.city')}
                description={t('edit.city_hint')}
                list="city-suggestions"
                autoComplete="off"
                maxLength={ACCOUNT_LIMITS.cityMaxLength}
                disabled={!values.country}
                placeholder={values.country ? undefined : t('edit.city_needs_country')}
                {...form.getInputProps('city')}
              />
              <datalist id="city-suggestions">
                {(cities.data ?? []).map((c) => (
                  <option key={`${c.name}-${c.state_code}`} value={c.name} />
                ))}
              </datalist>
            </div>
          </SimpleGrid>
          <Textarea
            label={t('fields.about')}
            placeholder={t('edit.about_placeholder')}
            autosize
            minRows={4}
            maxRows={10}
            maxLength={ACCOUNT_LIMITS.aboutMaxLength}
            description={t('edit.about_count', {
              length: values.about.length,
              max: ACCOUNT_LIMITS.aboutMaxLength,
            })}
            {...form.getInputProps('about')}
          />
          <Switch
            label={t('edit.birthday_shared_label')}
            description={t('edit.birthday_shared_hint')}
            size="md"
            data-testid="birthday-shared-switch"
            {...form.getInputProps('birthdayShared', { type: 'checkbox' })}
          />
          <Switch
            label={t('edit.public_label')}
            description={t('edit.public_hint')}
            size="md"
            {...form.getInputProps('isPublic', { type: 'checkbox' })}
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" radius="md" disabled={!form.isDirty()} onClick={() => form.reset()}>
              {t('edit.cancel')}
            </Button>
            <Button
              type="submit"
              radius="md"
              loading={form.submitting}
              disabled={!form.isDirty()}
              data-testid="edit-info-save"
            >
              {t('edit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

export default function EditInfoPage() {
  usePageTitle('profile', 'nav.edit_info');
  const { data: profile } = useProfile();
  if (!profile) return <PageLoader />;
  return (
    <Stack gap="lg">
      <NicknameForm profile={profile} />
      <EditInfoForm profile={profile} />
      <OpenDataSetting />
    </Stack>
  );
}
