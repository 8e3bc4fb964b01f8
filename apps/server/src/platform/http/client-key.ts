// Clients are counted per network address (machine-translation guests, sign-in failures). An IPv6
// client usually owns a whole /64, so its addresses count as one (rotating them resets nothing).
import { isIPv6 } from 'node:net';

function expandIPv6(ip: string): string[] {
  const [head, tail] = ip.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right].map((h) =>
    h.padStart(4, '0'),
  );
}

export function guestKey(ip: string): string {
  const plain = ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1').replace(/%.*$/, '');
  if (!isIPv6(plain)) return plain;
  if (plain.includes('.')) return plain; // IPv4-embedded forms: keep as written
  return `${expandIPv6(plain.toLowerCase()).slice(0, 4).join(':')}::/64`;
}
