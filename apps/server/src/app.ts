// Builds the Fastify instance: plugins, modules, one error handler. main.ts starts it; tests
// call buildApp() with their own database and use app.inject().
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './platform/context';
import type { Database } from './platform/db/index';
import { createAccessTokens } from './platform/auth/tokens';
import authPlugin from './platform/auth/plugin';
import { clientErrorHandler, errorBody, registerErrorHandling } from './platform/errors';
import { CommonErrorCode } from '@glossa/contract';
import { registerCompression } from './platform/http/compression';
import { inlineScriptHashes } from './platform/http/inline-scripts';
import { loggerOptions, logRequestsOnOneLine } from './platform/logging/logger-options';
import { registerOpenApi } from './platform/http/openapi';
import { parseQueryString } from './platform/http/querystring';
import { registerRateLimits } from './platform/http/rate-limit';
import { registerIdempotency } from './platform/http/idempotency';
import { registerSecurityHeaders } from './platform/http/security';
import { analyticsOrigin } from './modules/health/client-config';
import { fastifyTrustProxy } from './platform/http/trust-proxy';
import { registerSpa } from './platform/http/static';
import { validateRequestPart } from './platform/http/validation';
import { createRealtime } from './platform/realtime/index';
import { createMailer } from './platform/mail/index';
import { createObjectStore, presignedOrigin } from './platform/storage/index';
import { createJobs } from './platform/jobs/index';
import { createStripeGateway } from './modules/plus/stripe-gateway';
import { APP_VERSION, createServices, registerModules, registerSocketHandlers, type Services } from './modules/index';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Defaults to the real clock. */
  now?: () => Date;
}

export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
  ctx: AppContext;
}

export async function buildApp({ config, database, now = () => new Date() }: BuildOptions): Promise<BuiltApp> {
  const logging = loggerOptions(config);
  const app = Fastify({
    logger: logging.logger,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // The label through the log controller: the top-level option logs FSTDEP024 at every start.
    logController: new LogController({ requestIdLogLabel: 'req_id', disableRequestLogging: logging.oneLinePerRequest }),
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    clientErrorHandler,
    // On shutdown idle keep-alive sockets close at once; in-flight requests finish.
    forceCloseConnections: 'idle',
    routerOptions: { querystringParser: parseQueryString, ignoreTrailingSlash: true },
    // Undecodable URLs and bad content types never reach a route: answer them in the contract's shape.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      const message = status === 414 ? 'URL too long' : 'The URL or request is malformed';
      return reply.status(status).send(errorBody(CommonErrorCode.VALIDATION_ERROR, message, 'url'));
    },
  });
  if (logging.oneLinePerRequest) logRequestsOnOneLine(app);
  app.setValidatorCompiler(validateRequestPart);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  const tokens = createAccessTokens(config.JWT_SECRET, config.ACCESS_TOKEN_TTL, now);
  // Socket.IO at /broadcast on the same HTTP server. Shutdown: preClose lets in-flight socket commands
  // finish and disconnects clients (so the HTTP server can close); onClose releases the Redis adapter.
  // Logged-out, revoked and deleted sessions stop working at once (accounts module, cached briefly).
  const isSessionActive = (sessionId: string) => services.accounts.sessions.isActive(sessionId);
  const realtime = await createRealtime({ tokens, isSessionActive, redisUrl: config.REDIS_URL, log: app.log, now });
  realtime.attach(app.server);
  app.addHook('preClose', () => realtime.drain());
  app.addHook('onClose', () => realtime.close());
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: path.join(config.DATA_DIR, 'outbox'), log: app.log });
  app.addHook('onClose', () => mailer.close());
  const storage = await createObjectStore(config, app.log);
  app.addHook('onClose', () => storage.close());
  // Jobs run only once started (main.ts, or a test that wants them); they stop before the database closes.
  const jobs = createJobs({ database, log: app.log });
  app.addHook('onClose', () => jobs.stop());
  const ctx: AppContext = { config, database, db: database.db, log: app.log, tokens, now, realtime, mailer, storage, jobs };
  const services = createServices(ctx, { stripe: await createStripeGateway(config) });
  registerSocketHandlers(ctx, services);

  registerErrorHandling(app);
  const analytics = analyticsOrigin(config);
  await registerSecurityHeaders(app, presignedOrigin(config), inlineScriptHashes(config.WEB_DIST_DIR), analytics ? [analytics] : []);
  await registerRateLimits(app, config.REDIS_URL, config.RATE_LIMIT_SCALE);
  await registerCompression(app);
  await registerOpenApi(app, APP_VERSION);
  await app.register(authPlugin, { tokens, isSessionActive });
  registerIdempotency(app, ctx);
  await registerModules(app, services);
  await registerSpa(app, config.WEB_DIST_DIR);
  return { app, services, ctx };
}
