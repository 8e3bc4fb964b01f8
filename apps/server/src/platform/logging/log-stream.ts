// Where the logs go: stdout, written asynchronously. pino's default stdout stream writes
// synchronously and, when the pipe is full (the process that read stdout went away without closing
// it), retries forever in a sleep: the main thread hangs in a futex wait, deaf to requests and to
// SIGTERM (its shutdown timer never fires). Here a full pipe only delays the lines; beyond
// MAX_BUFFERED bytes waiting they are dropped (counted, reported once the pipe drains), and the
// process never waits for stdout at exit.
import SonicBoom from 'sonic-boom';

const MAX_BUFFERED = 16 * 1024 * 1024;

export function createLogStream(fd = 1): SonicBoom {
  const stream = new SonicBoom({ fd, sync: false, maxLength: MAX_BUFFERED });
  let dropped = 0;
  stream.on('drop', () => void (dropped += 1));
  stream.on('drain', () => {
    if (!dropped) return;
    const lost = dropped;
    dropped = 0;
    stream.write(`${JSON.stringify({ level: 40, time: Date.now(), msg: `logging: ${lost} lines dropped while stdout was not read` })}\n`);
  });
  // EPIPE (the reader closed its end) and other write errors: stop logging rather than crash.
  stream.on('error', () => {
    stream.write = () => true;
  });
  return stream;
}
