// Facebook and Apple sign-in through their JS SDKs, loaded only when the provider is configured and
// the auth page is open (a script tag on their CDN; the CSP allows both). They need the real
// providers: there is no offline stand-in, so the browser tests cover only the Google flow.
import { randomToken } from './random';

const loading = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`Could not load ${src}`));
      };
      document.head.appendChild(script);
    });
    loading.set(src, promise);
  }
  return promise;
}

interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(
    callback: (answer: { authResponse?: { accessToken: string } | null }) => void,
    options: { scope: string },
  ): void;
}
interface AppleSdk {
  auth: {
    init(options: {
      clientId: string;
      scope: string;
      redirectURI: string;
      usePopup: boolean;
      nonce: string;
      state: string;
    }): void;
    signIn(): Promise<{ authorization: { id_token: string } }>;
  };
}
declare global {
  interface Window {
    FB?: FacebookSdk;
    AppleID?: AppleSdk;
  }
}

const FACEBOOK_SDK = 'https://connect.facebook.net/en_US/sdk.js';
const APPLE_SDK = 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js';

export class SignInCancelled extends Error {
  override readonly name = 'SignInCancelled';
}

export const preloadFacebook = () => loadScript(FACEBOOK_SDK).catch(() => undefined);
export const preloadApple = () => loadScript(APPLE_SDK).catch(() => undefined);

/** Opens Facebook's login popup; resolves the user access token. */
export async function facebookAccessToken(appId: string): Promise<string> {
  await loadScript(FACEBOOK_SDK);
  const fb = window.FB;
  if (!fb) throw new Error('Facebook SDK missing');
  fb.init({ appId, version: 'v19.0', cookie: false, xfbml: false });
  return new Promise((resolve, reject) =>
    fb.login(
      (answer) =>
        answer.authResponse ? resolve(answer.authResponse.accessToken) : reject(new SignInCancelled()),
      { scope: 'email' },
    ),
  );
}

/** Opens Sign in with Apple in a popup; resolves the ID token and the nonce it must carry. */
export async function appleIdToken(config: {
  client_id: string;
  redirect_uri: string;
}): Promise<{ idToken: string; nonce: string }> {
  await loadScript(APPLE_SDK);
  const apple = window.AppleID;
  if (!apple) throw new Error('Apple SDK missing');
  const nonce = randomToken(16);
  apple.auth.init({
    clientId: config.client_id,
    scope: 'email',
    redirectURI: config.redirect_uri,
    usePopup: true,
    nonce,
    state: randomToken(16),
  });
  try {
    const answer = await apple.auth.signIn();
    return { idToken: answer.authorization.id_token, nonce };
  } catch (err) {
    // The SDK rejects with { error: 'popup_closed_by_user' } when the user closes the popup.
    if ((err as { error?: string } | null)?.error === 'popup_closed_by_user') throw new SignInCancelled();
    throw err;
  }
}
