// /{product}-plus-payment/{period} (community.md §2): opened in its own window by the Plus popup.
// month or year: asks the server for a Checkout Session and goes to the payment provider.
// verification: the provider sends the member back here; finalize applies the payment at once (the
// webhook does it too), the page says so and closes itself, which the popup's poll notices.
import { useEffect, useState } from 'react';
import { Button, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useLocalePath } from '../../../shared/i18n/use-locale-path';
import { PLUS } from '@glossa/contract/plus-constants';
import type { SubscriptionInfo } from '@glossa/contract';
import { isApiError } from '../../../shared/api';
import { createCheckout, finalizeCheckout } from '../api/plus';
import classes from '../components/Plus.module.css';
import { usePageTitle } from '../../../shared/ui/use-page-title';

type State = { kind: 'loading' } | { kind: 'error'; code: string } | { kind: 'done'; info: SubscriptionInfo | null };

export default function PaymentPage() {
  usePageTitle('plus', 'payment.title');
  const { t, i18n } = useTranslation('plus');
  const { period } = useParams();
  const [search] = useSearchParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const sessionId = search.get('session_id');
  const canceled = search.get('canceled') === '1';
  const navigate = useNavigate();
  const to = useLocalePath();

  useEffect(() => {
    let live = true;
    const fail = (err: unknown) => live && setState({ kind: 'error', code: isApiError(err) ? err.code : 'NETWORK' });
    if (period === 'verification') {
      if (!sessionId) return setState({ kind: 'error', code: 'CHECKOUT_SESSION_NOT_FOUND' });
      finalizeCheckout(sessionId)
        .then((info) => {
          if (!live) return;
          setState({ kind: 'done', info });
          // Back to the popup: it reads this window every 500 ms and shows the success view.
          if (window.opener && info?.active) setTimeout(() => window.close(), 1500);
        })
        .catch(fail);
    } else if ((period === 'month' || period === 'year') && !canceled) {
      createCheckout(period)
        .then(({ url }) => live && window.location.assign(url))
        .catch(fail);
    }
    return () => {
      live = false;
    };
  }, [period, sessionId, canceled]);

  if (period !== 'month' && period !== 'year' && period !== 'verification') return <Navigate replace to="../year" relative="path" />;
  // A window the popup opened closes; one opened otherwise (a bookmark, a shared link, a new tab)
  // cannot be closed by a script, so the button leads home instead of doing nothing.
  const close = () => {
    if (window.opener) window.close();
    else void navigate(to('/'));
  };
  return (
    <main className={classes.page} data-testid="plus-payment-page" data-state={canceled ? 'canceled' : state.kind}>
      <h1>{t('payment.title')}</h1>
      {canceled ? (
        <p>{t('payment.canceled')}</p>
      ) : state.kind === 'loading' ? (
        <>
          <Loader aria-label={t('loading')} />
          <p>{period === 'verification' ? t('payment.verifying') : t('payment.redirecting')}</p>
        </>
      ) : state.kind === 'error' ? (
        <p role="alert">{t(state.code === 'PAYMENTS_NOT_CONFIGURED' ? 'offer.not_configured' : state.code === 'ALREADY_PLUS' ? 'payment.already' : 'payment.error')}</p>
      ) : state.info?.active ? (
        <p data-testid="plus-payment-success">
          {t('payment.success', {
            date: state.info.expires_at ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(state.info.expires_at)) : '',
          })}
        </p>
      ) : (
        <p>{t('payment.processing')}</p>
      )}
      {(canceled || state.kind !== 'loading') && (
        <Button variant="default" onClick={close} data-testid="plus-payment-close">
          {window.opener ? t('payment.close') : t('payment.home')}
        </Button>
      )}
      <p className={classes.note}>{t('payment.prices', { year: PLUS.prices.year, month: PLUS.prices.month })}</p>
    </main>
  );
}
