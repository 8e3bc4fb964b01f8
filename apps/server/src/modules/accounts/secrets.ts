// Opaque high-entropy secrets (refresh tokens, e-mail links). Stored as sha256: with 256 random
// bits a slow hash adds nothing, and the lookup stays a unique-index probe.
import { createHash, randomBytes } from 'node:crypto';

export const newSecret = () => randomBytes(32).toString('base64url');
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
