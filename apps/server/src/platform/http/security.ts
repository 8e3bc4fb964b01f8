// Security headers (helmet) with a CSP the SPA works under: Mantine injects <style> tags, audio
// plays from blob: URLs, Socket.IO uses ws:, Google/Apple sign-in load their own scripts.
// Helmet computes the headers; they are the same for every response (no nonces), so they are
// computed once at start and copied onto each response. (@fastify/helmet built the whole helmet
// middleware again on every request: about half of a small request's CPU time.)
import type { ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * `downloadOrigin`: where presigned upload URLs point (S3_PRESIGN_SECONDS), so media may load from it.
 * `scriptHashes`: 'sha256-...' sources of the inline scripts of the built index.html (inline-scripts.ts).
 */
export function securityHeaderOptions(
  downloadOrigin: string | null = null,
  scriptHashes: string[] = [],
  /** Other origins the page may call: the analytics server (ANALYTICS_URL). */
  connectOrigins: string[] = [],
): HelmetOptions {
  const downloads = downloadOrigin ? [downloadOrigin] : [];
  const signIn = ['https://accounts.google.com', 'https://appleid.cdn-apple.com', 'https://connect.facebook.net'];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes, ...signIn],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...downloads],
        mediaSrc: ["'self'", 'blob:', 'data:', ...downloads],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...signIn, 'https://appleid.apple.com', 'https://graph.facebook.com', ...downloads, ...connectOrigins],
        frameSrc: ["'self'", 'https://accounts.google.com', 'https://appleid.apple.com', 'https://www.facebook.com', 'https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google sign-in opens a popup that must be able to message back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  };
}

/** The headers helmet sets (in its order) and those it removes, recorded from one run of its middleware. */
export function securityHeaders(options: HelmetOptions): { set: [string, string][]; removed: string[] } {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void set.push([name, String(value)]),
    removeHeader: (name: string) => void removed.push(name),
  } as unknown as ServerResponse;
  helmet(options)({} as never, recorder, (err?: unknown) => {
    if (err) throw err;
  });
  return { set, removed };
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  downloadOrigin: string | null = null,
  scriptHashes: string[] = [],
  connectOrigins: string[] = [],
): Promise<void> {
  const { set, removed } = securityHeaders(securityHeaderOptions(downloadOrigin, scriptHashes, connectOrigins));
  app.addHook('onRequest', (_request, reply, done) => {
    const res = reply.raw;
    for (const name of removed) res.removeHeader(name);
    for (let i = 0; i < set.length; i++) res.setHeader(set[i]![0], set[i]![1]);
    done();
  });
  // The Plus payment window (community.md §4) goes to the payment provider and comes back; the
  // page that opened it reads it every 500 ms. Any COOP on the pages inside that window would put
  // them in another browsing-context group on the way back, and the opener would see it closed.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (PAYMENT_WINDOW.test(request.url)) reply.header('cross-origin-opener-policy', 'unsafe-none');
    done(null, payload);
  });
}

/** /glossa-plus-payment/... with or without a locale prefix. */
const PAYMENT_WINDOW = /^\/(?:[a-z]{2}\/)?glossa-plus-payment(?:[/?]|$)/;
