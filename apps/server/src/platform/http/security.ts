// Security headers (helmet) with a CSP the SPA works under: Mantine injects <style> tags, audio
// plays from blob: URLs, Socket.IO uses ws:, Google/Apple sign-in load their own scripts.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** `downloadOrigin`: where presigned upload URLs point (S3_PRESIGN_SECONDS), so media may load from it. */
export async function registerSecurityHeaders(app: FastifyInstance, downloadOrigin: string | null = null): Promise<void> {
  const downloads = downloadOrigin ? [downloadOrigin] : [];
  const signIn = ['https://accounts.google.com', 'https://appleid.cdn-apple.com', 'https://connect.facebook.net'];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...signIn],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...downloads],
        mediaSrc: ["'self'", 'blob:', 'data:', ...downloads],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...signIn, 'https://appleid.apple.com', 'https://graph.facebook.com', ...downloads],
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
  });
  // The Plus payment window (community.md §4) goes to the payment provider and comes back; the
  // page that opened it reads it every 500 ms. Any COOP on the pages inside that window would put
  // them in another browsing-context group on the way back, and the opener would see it closed.
  app.addHook('onSend', async (request, reply) => {
    if (PAYMENT_WINDOW.test(request.url)) reply.header('cross-origin-opener-policy', 'unsafe-none');
  });
}

/** /glossa-plus-payment/... with or without a locale prefix. */
const PAYMENT_WINDOW = /^\/(?:[a-z]{2}\/)?glossa-plus-payment(?:[/?]|$)/;
