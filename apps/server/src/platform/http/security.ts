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
}
