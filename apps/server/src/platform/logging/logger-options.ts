// Logger settings: JSON lines for log collectors, readable lines (pino-pretty, in a worker thread)
// when a person watches the terminal. In readable mode a request is one line when it is answered
// (method, URL, status, time) instead of Fastify's two JSON lines.
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../../config';
import { createLogStream } from './log-stream';

export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.new_password',
  '*.refresh_token',
  '*.access_token',
  '*.token',
];

export function prettyLogs(config: Pick<Config, 'LOG_FORMAT'>, isTTY = Boolean(process.stdout.isTTY)): boolean {
  return config.LOG_FORMAT === 'pretty' || (config.LOG_FORMAT === 'auto' && isTTY);
}

export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT'>,
  isTTY?: boolean,
): { logger: FastifyServerOptions['logger']; oneLinePerRequest: boolean } {
  const base = { level: config.LOG_LEVEL, redact: { paths: LOG_REDACT, censor: '[redacted]' } };
  // JSON lines go through an asynchronous stream: a stdout nobody reads never blocks the server.
  if (!prettyLogs(config, isTTY)) {
    return { logger: config.LOG_LEVEL === 'silent' ? base : { ...base, stream: createLogStream() }, oneLinePerRequest: false };
  }
  return {
    logger: {
      ...base,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,req_id', singleLine: true },
      },
    },
    oneLinePerRequest: true,
  };
}

/** Readable mode: one line per answered request. */
export function logRequestsOnOneLine(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const level = reply.statusCode >= 500 ? 'error' : 'info';
    app.log[level](`${request.method} ${request.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(0)} ms`);
    done();
  });
}
