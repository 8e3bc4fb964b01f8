// Security headers (helmet) with a CSP the SPA works under: Mantine injects <style> tags, audio
// plays from blob: URLs, Socket.IO uses ws:, Google/Apple sign-in load their own scripts.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const signIn = ['https://accounts.google.com', 'https://appleid.cdn-apple.com', 'https://connect.facebook.net'];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...signIn],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...signIn, 'https://appleid.apple.com', 'https://graph.facebook.com'],
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
