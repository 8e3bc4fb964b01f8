// The Plus popup (community.md §2, §4): offer (month or year, the year with its benefit badge and
// struck full price, the 7 benefits, today's remaining limits), success, unsubscribe confirmation
// (with the expiry date), canceled, cannot-cancel (free variant for a manual grant) and processing.
// Buying opens the payment page in its own window, read every 500 ms: when it closes or leaves the
// payment path loading stops; back on the verification page with Plus, the success view shows.
import { useEffect, useRef, useState } from 'react';
import { Button, Loader } from '@mantine/core';
import { IconCheck, IconCrown } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PLUS } from '@glossa/contract/plus-constants';
import type { PlusPeriod, PlusStatus } from '@glossa/contract';
import { Popup } from '../../../shared/ui/Popup';
import { usePlusPopup } from '../../../shared/plus/plus-popup';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { USER_QUERY_KEY } from '../../../shared/api/query-keys';
import { PLUS_STATUS_KEY, cancelSubscription, fetchPlusStatus } from '../api/plus';
import { cancelView, openingView, windowState, type PlusView } from '../lib/views';
import { LimitHints } from './LimitHints';
import classes from './Plus.module.css';

const money = (n: number, locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: PLUS.currency }).format(n);

export default function PlusPopup() {
  const { t, i18n } = useTranslation('plus');
  const open = usePlusPopup((s) => s.open);
  const hide = usePlusPopup((s) => s.hide);
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const to = useLocalePath();
  const client = useQueryClient();
  const status = useQuery({ queryKey: PLUS_STATUS_KEY, queryFn: ({ signal }) => fetchPlusStatus(signal), enabled: open && loggedIn });
  const [view, setView] = useState<PlusView | null>(null);
  const [freeVariant, setFreeVariant] = useState(false);
  const [period, setPeriod] = useState<PlusPeriod>('year');
  const [paying, setPaying] = useState(false);
  const [busy, setBusy] = useState(false);
  const poll = useRef<ReturnType<typeof setInterval> | null>(null);

  // Guests go to Auth (community.md §4).
  useEffect(() => {
    if (open && !loggedIn) {
      hide();
      void navigate(to('/auth'));
    }
  }, [open, loggedIn, hide, navigate, to]);
  useEffect(() => {
    if (!open) setView(null);
  }, [open]);
  useEffect(() => () => void (poll.current && clearInterval(poll.current)), []);

  const data = status.data;
  const shown: PlusView | null = view ?? (data ? openingView(data) : null);
  const date = (iso: string | null | undefined) =>
    iso ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso)) : '';

  const refresh = async (): Promise<PlusStatus> => {
    void client.invalidateQueries({ queryKey: USER_QUERY_KEY });
    return client.fetchQuery({ queryKey: PLUS_STATUS_KEY, queryFn: ({ signal }) => fetchPlusStatus(signal), staleTime: 0 });
  };

  const buy = () => {
    const w = window.open(to(`/${PLUS.paymentRoute}/${period}`), 'glossa-plus-payment', 'width=560,height=760');
    setPaying(true);
    let last: ReturnType<typeof windowState> = 'payment';
    poll.current = setInterval(() => {
      const state = windowState(w);
      if (state === 'payment' || state === 'verification') {
        last = state;
        return;
      }
      // Closed or left the payment path: stop loading; success if it ended on verification as Plus.
      clearInterval(poll.current!);
      poll.current = null;
      setPaying(false);
      void refresh().then((s) => {
        if (s.premium && last === 'verification') setView('success');
      });
    }, PLUS.paymentPollMs);
  };

  const cancel = () => {
    const next = cancelView(data?.subscription ?? null, Date.now());
    setFreeVariant(Boolean(next.free));
    setView(next.view);
  };

  const confirmCancel = async () => {
    setBusy(true);
    try {
      await cancelSubscription();
      await refresh();
      setView('canceled');
    } finally {
      setBusy(false);
    }
  };

  const title = shown === 'offer' || !shown ? t('title') : t(`views.${shown}.title`);
  return (
    <Popup opened={open && loggedIn} onClose={hide} title={<span className={classes.title}><IconCrown size={18} aria-hidden /> {title}</span>}>
      <div className={classes.popup} data-testid="plus-popup" data-view={shown ?? 'loading'}>
        {!data && <Loader size="sm" aria-label={t('loading')} />}
        {data && shown === 'offer' && (
          <>
            {/* The prices are a choice only where Plus can be bought; elsewhere they are plain text. */}
            <div
              className={classes.periods}
              role={data.payments_configured ? 'radiogroup' : undefined}
              aria-label={t('offer.period')}
              data-selectable={data.payments_configured || undefined}
            >
              {(['year', 'month'] as const).map((p) => {
                const content = (
                  <>
                    <span className={classes.periodName}>{t(`offer.${p}`)}</span>
                    {p === 'year' ? (
                      <>
                        <span className={classes.badge}>{t('offer.discount', { percent: PLUS.yearDiscountPercent })}</span>
                        <span className={classes.price}>
                          <s className={classes.old}>{money(PLUS.prices.yearFull, i18n.language)}</s> {money(PLUS.prices.year, i18n.language)}
                        </span>
                      </>
                    ) : (
                      <span className={classes.price}>{money(PLUS.prices.month, i18n.language)}</span>
                    )}
                  </>
                );
                return data.payments_configured ? (
                  <button
                    key={p}
                    type="button"
                    role="radio"
                    aria-checked={period === p}
                    className={classes.period}
                    data-active={period === p || undefined}
                    onClick={() => setPeriod(p)}
                    data-testid={`plus-period-${p}`}
                  >
                    {content}
                  </button>
                ) : (
                  <div key={p} className={classes.period} data-static data-testid={`plus-period-${p}`}>
                    {content}
                  </div>
                );
              })}
            </div>
            <ul className={classes.benefits}>
              {PLUS.benefits.map((b) => (
                <li key={b}>
                  <IconCheck size={16} aria-hidden className={classes.check} /> {t(`benefits.${b}`)}
                  {/* Said plainly: on a server without an AI endpoint, Plus does not bring the partner. */}
                  {b === 'ai_chat' && data && !data.ai_partner_available && (
                    <span className={classes.note} data-testid="plus-ai-unavailable">
                      {' '}
                      ({t('benefits.ai_chat_unavailable')})
                    </span>
                  )}
                </li>
              ))}
            </ul>
            <LimitHints status={data} />
            {data.payments_configured ? (
              <Button fullWidth loading={paying} onClick={buy} data-testid="plus-buy">
                {t('offer.buy')}
              </Button>
            ) : (
              <p className={classes.note} data-testid="plus-not-configured">{t('offer.not_configured')}</p>
            )}
            {paying && <p className={classes.note}>{t('offer.paying')}</p>}
          </>
        )}
        {data && shown === 'success' && (
          <>
            <p className={classes.lead} data-testid="plus-success">{t('views.success.text', { date: date(data.subscription?.expires_at) })}</p>
            <LimitHints status={data} />
            {data.subscription && (
              <Button variant="subtle" color="gray" onClick={cancel} data-testid="plus-cancel">
                {t('views.success.cancel')}
              </Button>
            )}
          </>
        )}
        {data && shown === 'unsubscribe' && (
          <>
            <p className={classes.lead}>{t('views.unsubscribe.text', { date: date(data.subscription?.expires_at) })}</p>
            <div className={classes.actions}>
              <Button variant="default" onClick={() => setView('success')}>{t('views.unsubscribe.keep')}</Button>
              <Button color="red" loading={busy} onClick={() => void confirmCancel()} data-testid="plus-cancel-confirm">
                {t('views.unsubscribe.confirm')}
              </Button>
            </div>
          </>
        )}
        {data && shown === 'canceled' && (
          <p className={classes.lead} data-testid="plus-canceled">{t('views.canceled.text', { date: date(data.subscription?.expires_at) })}</p>
        )}
        {data && shown === 'cannot_cancel' && (
          <p className={classes.lead} data-testid="plus-cannot-cancel">{t(freeVariant ? 'views.cannot_cancel.free' : 'views.cannot_cancel.text')}</p>
        )}
        {data && shown === 'processing' && <p className={classes.lead}>{t('views.processing.text')}</p>}
      </div>
    </Popup>
  );
}
