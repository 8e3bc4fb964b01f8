// Finding language-exchange companions (core.md §7): by language, country and city (the city needs
// a country and 3+ characters), or near the user (the browser's position, sent only after a move of
// more than 100 km). 15 a page; a short page means all are loaded. The server keeps a search for 10
// minutes; "Refresh" rebuilds it. A failed search raises the search_companions error flag (cleared
// by the next success).
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Skeleton.css';
import { useRef, useState } from 'react';
import { Alert, Autocomplete, Button, NativeSelect, SegmentedControl, Select, Skeleton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconCrown, IconCurrentLocation, IconRefresh, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@glossa/contract/constants';
import { isApiError } from '../../../../shared/api';
import { useCurrentLocale } from '../../../../shared/i18n/locale-store';
import { useLanguages } from '../../../../shared/reference/all-data';
import { openPlusPopup } from '../../../../shared/plus/plus-popup';
import { usePlusForSale } from '../../../../shared/plus/plus-status';
import { profileQueryOptions, useProfile } from '../../../../shared/session/profile';
import { searchCompanions, type CompanionFilters } from '../../api/companions';
import { sendGeolocation } from '../../api/geolocation';
import { chatKeys } from '../../api/keys';
import { citiesQueryOptions, countriesQueryOptions } from '../../api/places';
import { rememberSentLocation, shouldSendLocation, type Point } from '../../lib/geo';
import type { PeopleActions } from '../../hooks/use-people-actions';
import { CompanionCard, countryName } from './CompanionCard';
import classes from './Companions.module.css';

/** `plus`: search by location is a Plus feature (community.md §1); free members are offered Plus. */
type NearMeState = 'idle' | 'locating' | 'denied' | 'unavailable' | 'plus';

function currentPosition(): Promise<Point> {
  return new Promise((resolve, reject) => {
    if (!navigator.geolocation) return reject(new Error('unavailable'));
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      reject,
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 },
    );
  });
}

/** Stores the user's position on the server when it moved more than 100 km (or the server has none). */
async function shareLocation(force: boolean): Promise<void> {
  const point = await currentPosition();
  if (!force && !shouldSendLocation(point)) return;
  await sendGeolocation(point);
  rememberSentLocation(point);
}

export function CompanionSearch({ actions }: { actions: PeopleActions }) {
  const { t } = useTranslation(['companions', 'chat']);
  const locale = useCurrentLocale();
  const { languages } = useLanguages();
  const [filters, setFilters] = useState<CompanionFilters>({ mode: 'recommended', languages: [], country: null, city: null, nearby: false });
  const [cityText, setCityText] = useState('');
  const [debouncedCity] = useDebouncedValue(cityText, 250);
  const [nearMe, setNearMe] = useState<NearMeState>('idle');
  const { data: profile } = useProfile();
  // A free member on a server that sells no Plus is not offered a Plus-only search (issue 36 item 7).
  const plusForSale = usePlusForSale(Boolean(profile) && !profile?.premium);
  const nearMeOffered = Boolean(profile?.premium) || plusForSale !== false;
  const queryClient = useQueryClient();
  const refreshNext = useRef(false);
  const countries = useQuery(countriesQueryOptions());
  const cities = useQuery(citiesQueryOptions(filters.country, debouncedCity));

  const results = useInfiniteQuery({
    queryKey: chatKeys.companions(filters),
    queryFn: async ({ pageParam, signal }) => {
      const refresh = pageParam === 0 && refreshNext.current;
      refreshNext.current = false;
      try {
        return await searchCompanions(filters, pageParam, refresh, signal);
      } catch (err) {
        // Nearby without a stored position (another device, a cleared browser): share it and ask again.
        if (filters.nearby && isApiError(err) && err.code === 'USER_LOCATION_NOT_SET') {
          await shareLocation(true);
          return searchCompanions(filters, pageParam, false, signal);
        }
        // Plus ended since the profile was read: back to the other filters, with the offer.
        if (filters.nearby && isApiError(err) && err.code === 'LOCATION_SEARCH_PLUS_ONLY') {
          setNearMe('plus');
          setFilters((f) => ({ ...f, nearby: false }));
          return [];
        }
        throw err;
      }
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length < LIMITS.companionsPage ? undefined : pages.reduce((n, p) => n + p.length, 0)),
    staleTime: LIMITS.companionSearchCacheMs,
  });
  const list = results.data?.pages.flat() ?? [];
  /** core.md §8: chat search failure sets the search_companions server error flag; success clears it. */
  const searchCompanionsError = results.isError;

  const countryOptions = (countries.data ?? [])
    // No flag emoji: systems without an emoji font draw them as boxes.
    .map((c) => ({ value: c.code, label: countryName(c.code, locale) ?? c.name }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));

  const searchNearMe = async () => {
    // A click before the profile arrived waits for it: a free member is offered Plus, never asked for a position.
    const viewer = profile ?? (await queryClient.ensureQueryData(profileQueryOptions()).catch(() => undefined));
    if (viewer && !viewer.premium) {
      setNearMe('plus');
      return;
    }
    setNearMe('locating');
    try {
      await shareLocation(false);
      setNearMe('idle');
      setFilters((f) => ({ ...f, nearby: true }));
    } catch (err) {
      // A refused permission is expected and handled here: no console error, a clear hint instead.
      const denied = typeof GeolocationPositionError !== 'undefined' && err instanceof GeolocationPositionError && err.code === err.PERMISSION_DENIED;
      setNearMe(denied ? 'denied' : 'unavailable');
    }
  };

  return (
    <>
      <div className={classes.filters} data-testid="companion-filters">
        <div className={classes.filtersWide}>
          <SegmentedControl
            value={filters.nearby ? 'nearby' : filters.mode}
            onChange={(value) =>
              value === 'nearby' ? void searchNearMe() : setFilters((f) => ({ ...f, nearby: false, mode: value as CompanionFilters['mode'] }))
            }
            data={[
              { value: 'recommended', label: t('companions:filters.recommended') },
              { value: 'all', label: t('companions:filters.everyone') },
              ...(nearMeOffered ? [{ value: 'nearby', label: t('companions:filters.near_me') }] : []),
            ]}
            radius="xl"
            data-testid="companion-mode"
          />
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconRefresh size={16} />}
            onClick={() => {
              refreshNext.current = true;
              void results.refetch();
            }}
            loading={results.isRefetching}
            data-testid="companion-refresh"
          >
            {t('companions:filters.refresh')}
          </Button>
        </div>
        {!filters.nearby && (
          <>
            <NativeSelect
              label={t('companions:filters.language')}
              value={filters.languages[0] ?? ''}
              onChange={(e) => {
                const code = e.currentTarget.value;
                setFilters((f) => ({ ...f, languages: code ? [code] : [] }));
              }}
              data={[{ value: '', label: t('companions:filters.my_languages') }, ...languages.map((l) => ({ value: l.code, label: l.name }))]}
              data-testid="companion-language"
            />
            <Select
              label={t('companions:filters.country')}
              placeholder={t('companions:filters.any_country')}
              data={countryOptions}
              value={filters.country}
              onChange={(code) => {
                setCityText('');
                setFilters((f) => ({ ...f, country: code, city: null }));
              }}
              searchable
              clearable
              nothingFoundMessage={t('companions:filters.nothing')}
              comboboxProps={{ withinPortal: true }}
              data-testid="companion-country"
            />
            <Autocomplete
              label={t('companions:filters.city')}
              placeholder={filters.country ? t('companions:filters.city_hint', { count: LIMITS.citySearchMinChars }) : t('companions:filters.city_needs_country')}
              disabled={!filters.country}
              value={cityText}
              onChange={(value) => {
                setCityText(value);
                if (!value) setFilters((f) => ({ ...f, city: null }));
              }}
              onOptionSubmit={(value) => setFilters((f) => ({ ...f, city: value }))}
              data={[...new Set((cities.data ?? []).map((c) => c.name))]}
              rightSection={
                filters.city ? (
                  <IconX
                    size={16}
                    style={{ cursor: 'pointer' }}
                    aria-label={t('companions:filters.clear_city')}
                    onClick={() => {
                      setCityText('');
                      setFilters((f) => ({ ...f, city: null }));
                    }}
                  />
                ) : undefined
              }
              data-testid="companion-city"
            />
          </>
        )}
        {filters.nearby && (
          <div className={classes.filtersWide} style={{ gridColumn: '1 / -1' }}>
            <IconCurrentLocation size={18} />
            <span>{t('companions:filters.near_me_active')}</span>
          </div>
        )}
      </div>

      {nearMe === 'denied' && (
        <Alert color="yellow" mb="md" withCloseButton onClose={() => setNearMe('idle')} data-testid="geolocation-denied">
          {t('companions:near_me.denied')}
        </Alert>
      )}
      {nearMe === 'plus' && (
        <Alert color="yellow" mb="md" icon={<IconCrown size={18} />} withCloseButton onClose={() => setNearMe('idle')} data-testid="near-me-plus">
          {t('companions:near_me.plus_only')}{' '}
          {plusForSale && (
            <Button variant="subtle" size="compact-sm" onClick={openPlusPopup} data-testid="near-me-plus-open">
              {t('companions:near_me.plus_open')}
            </Button>
          )}
        </Alert>
      )}
      {nearMe === 'unavailable' && (
        <Alert color="yellow" mb="md" withCloseButton onClose={() => setNearMe('idle')}>
          {t('companions:near_me.unavailable')}
        </Alert>
      )}
      {actions.limitHit && (
        <Alert color="yellow" mb="md" icon={<IconCrown size={18} />} withCloseButton onClose={actions.dismissLimit} data-testid="chat-limit-notice">
          {t('chat:limit.title', { count: LIMITS.newChatsPerDay.free })}{' '}
          {plusForSale !== false && t('chat:limit.plus_hint', { count: LIMITS.newChatsPerDay.plus })}
        </Alert>
      )}

      {searchCompanionsError ? (
        <div className={classes.state} data-testid="companions-error">
          <p>{t('companions:results.failed')}</p>
          <Button variant="light" onClick={() => void results.refetch()}>
            {t('chat:common.retry')}
          </Button>
        </div>
      ) : results.isPending || nearMe === 'locating' ? (
        <div className={classes.grid} aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={168} radius="lg" />
          ))}
        </div>
      ) : list.length === 0 ? (
        <div className={classes.state} data-testid="companions-empty">
          <p>{t(filters.nearby ? 'companions:results.empty_nearby' : 'companions:results.empty')}</p>
        </div>
      ) : (
        <>
          <div className={classes.grid} data-testid="companion-results">
            {list.map((c) => (
              <CompanionCard key={c.uuid} companion={c} actions={actions} />
            ))}
          </div>
          {results.hasNextPage && (
            <Button variant="default" fullWidth mt="md" onClick={() => void results.fetchNextPage()} loading={results.isFetchingNextPage} data-testid="companions-more">
              {t('companions:results.more')}
            </Button>
          )}
        </>
      )}
    </>
  );
}
