// "Continue with Google / Facebook / Apple", for the providers this server has configured
// (GET /user/login/providers; a provider that is not configured has no button).
import { useEffect, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconBrandApple, IconBrandFacebookFilled, IconBrandGoogleFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SocialProviderName } from '@glossa/contract/account-rules';
import { accountErrorText, type AccountErrorText } from '../../../shared/account/errors';
import { isApiError } from '../../../shared/api';
import { useCurrentLocale } from '../../../shared/i18n/locale-store';
import { useLoginProviders, type LoginProviders } from '../api/providers';
import { loginWithApple, loginWithFacebook } from '../api/sign-in';
import { useFinishSignIn } from '../lib/finish-sign-in';
import { googleAuthorizationUrl } from '../lib/google';
import {
  SignInCancelled,
  appleIdToken,
  facebookAccessToken,
  preloadApple,
  preloadFacebook,
} from '../lib/sdk';

export function hasSocialProviders(providers: LoginProviders | undefined): boolean {
  return Boolean(providers && (providers.google || providers.facebook || providers.apple));
}

export function SocialButtons({ onError }: { onError(error: AccountErrorText | null): void }) {
  const { t } = useTranslation('auth');
  const locale = useCurrentLocale();
  const { data: providers } = useLoginProviders();
  const finish = useFinishSignIn();
  const [busy, setBusy] = useState<SocialProviderName | null>(null);

  // The SDKs load with the page, so the click can open the provider's popup at once.
  useEffect(() => {
    if (providers?.facebook) void preloadFacebook();
    if (providers?.apple) void preloadApple();
  }, [providers?.facebook, providers?.apple]);

  if (!providers || !hasSocialProviders(providers)) return null;

  const run = async (provider: SocialProviderName, signIn: () => Promise<void>) => {
    onError(null);
    setBusy(provider);
    try {
      await signIn();
    } catch (err) {
      if (!(err instanceof SignInCancelled)) {
        onError(
          isApiError(err)
            ? accountErrorText(err, locale)
            : { key: `account:errors.social_failed_${provider}` },
        );
      }
      setBusy(null);
    }
  };

  const google = providers.google;
  const facebook = providers.facebook;
  const apple = providers.apple;

  return (
    <Stack gap="sm">
      {google && (
        <Button
          variant="default"
          size="md"
          radius="md"
          leftSection={<IconBrandGoogleFilled size={18} color="#4285f4" />}
          loading={busy === 'google'}
          disabled={busy !== null && busy !== 'google'}
          data-testid="social-google"
          onClick={() =>
            void run('google', async () => {
              // The page leaves for the provider; the answer arrives at /login/google.
              window.location.assign(await googleAuthorizationUrl(google));
            })
          }
        >
          {t('social.google')}
        </Button>
      )}
      {facebook && (
        <Button
          size="md"
          radius="md"
          color="#1877f2"
          leftSection={<IconBrandFacebookFilled size={18} />}
          loading={busy === 'facebook'}
          disabled={busy !== null && busy !== 'facebook'}
          data-testid="social-facebook"
          onClick={() =>
            void run('facebook', async () => {
              const accessToken = await facebookAccessToken(facebook.app_id);
              await finish(await loginWithFacebook(accessToken), 'social');
            })
          }
        >
          {t('social.facebook')}
        </Button>
      )}
      {apple && (
        <Button
          size="md"
          radius="md"
          color="#111"
          leftSection={<IconBrandApple size={19} />}
          loading={busy === 'apple'}
          disabled={busy !== null && busy !== 'apple'}
          data-testid="social-apple"
          onClick={() =>
            void run('apple', async () => {
              const { idToken, nonce } = await appleIdToken(apple);
              await finish(await loginWithApple(idToken, nonce), 'social');
            })
          }
        >
          {t('social.apple')}
        </Button>
      )}
    </Stack>
  );
}
