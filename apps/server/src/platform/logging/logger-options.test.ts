import { describe, expect, it } from 'vitest';
import { loggerOptions, prettyLogs } from './logger-options';

describe('log format', () => {
  it('is readable in a terminal and JSON when piped, unless chosen', () => {
    expect(prettyLogs({ LOG_FORMAT: 'auto' }, true)).toBe(true);
    expect(prettyLogs({ LOG_FORMAT: 'auto' }, false)).toBe(false);
    expect(prettyLogs({ LOG_FORMAT: 'json' }, true)).toBe(false);
    expect(prettyLogs({ LOG_FORMAT: 'pretty' }, false)).toBe(true);
  });

  it('goes through pino-pretty with one line per request only when readable', () => {
    const pretty = loggerOptions({ LOG_LEVEL: 'info', LOG_FORMAT: 'auto' }, true);
    expect(pretty.oneLinePerRequest).toBe(true);
    expect(pretty.logger).toMatchObject({ level: 'info', transport: { target: 'pino-pretty' } });
    const json = loggerOptions({ LOG_LEVEL: 'warn', LOG_FORMAT: 'auto' }, false);
    expect(json.oneLinePerRequest).toBe(false);
    expect(json.logger).not.toHaveProperty('transport');
    // Secrets are redacted in both formats.
    expect(json.logger).toMatchObject({ redact: { paths: expect.arrayContaining(['req.headers.authorization']) } });
  });
});

describe('one line per request', () => {
  it('logs method, URL, status and time when the request is answered', async () => {
    const { default: Fastify, LogController } = await import('fastify');
    const { logRequestsOnOneLine } = await import('./logger-options');
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const app = Fastify({ logger: { level: 'info', stream }, logController: new LogController({ disableRequestLogging: true }) });
    logRequestsOnOneLine(app);
    app.get('/x', () => 'ok');
    await app.inject('/x');
    await app.inject('/missing');
    await app.close();
    const messages = lines.map((l) => (JSON.parse(l) as { msg: string }).msg);
    expect(messages).toEqual([expect.stringMatching(/^GET \/x 200 \d+ ms$/), expect.stringMatching(/^GET \/missing 404 \d+ ms$/)]);
  });
});
