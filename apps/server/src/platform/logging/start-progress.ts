// Progress of a start: a line when a step begins and one with its duration when it ends, in the
// same format as the server's logs (readable in a terminal, JSON otherwise).
import pino, { type Logger } from 'pino';
import type { Config } from '../../config';
import { loggerOptions } from './logger-options';

export function startLogger(config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT'>): Logger {
  return pino(loggerOptions(config).logger as pino.LoggerOptions);
}

export async function timed<T>(log: Logger, what: string, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  log.info(`${what} ...`);
  const result = await step();
  log.info(`${what}: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}
