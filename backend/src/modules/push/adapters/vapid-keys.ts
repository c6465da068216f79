import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const fileName = 'vapid-keys.json';

/**
 * Without VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY the pair is generated once into `<dataDir>/vapid-keys.json`
 * (mode 600). It must outlive restarts: every browser subscribed with the public key, and a new pair
 * would silently orphan them all. A file that does not hold a usable pair is replaced.
 */
export function readOrCreateVapidKeys(dataDir: string): VapidKeys {
  const file = join(dataDir, fileName);
  const existing = readKeys(file);
  if (existing && existing !== 'unusable') return existing;
  mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  const text = JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey });
  if (existing === 'unusable') {
    writeFileSync(file, text, { mode: 0o600 });
    chmodSync(file, 0o600);
    return keys;
  }
  try {
    writeFileSync(file, text, { mode: 0o600, flag: 'wx' });
    return keys;
  } catch (error) {
    // another process wrote it between our read and write: theirs wins so every process signs alike
    const raced = (error as NodeJS.ErrnoException).code === 'EEXIST' ? readKeys(file) : null;
    if (raced && raced !== 'unusable') return raced;
    throw error;
  }
}

function readKeys(file: string): VapidKeys | 'unusable' | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<VapidKeys>;
    const valid =
      typeof parsed.publicKey === 'string' && /^[A-Za-z0-9_-]{87}$/.test(parsed.publicKey) && typeof parsed.privateKey === 'string' && /^[A-Za-z0-9_-]{43}$/.test(parsed.privateKey);
    return valid ? { publicKey: parsed.publicKey!, privateKey: parsed.privateKey! } : 'unusable';
  } catch {
    return 'unusable';
  }
}
