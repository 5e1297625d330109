// UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then random bits. Ids made in time order sit
// next to each other in a primary-key index, so a batch insert writes a few index pages instead of
// touching one random page per row (the recurring generation pass creates thousands at once).
import { randomFillSync } from 'node:crypto';

// Random bytes drawn 4 KiB at a time: one call per 256 ids instead of one each.
const pool = new Uint8Array(4096);
let used = pool.length;

export function uuidV7(now: number = Date.now()): string {
  if (used + 16 > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const bytes = pool.slice(used, used + 16);
  used += 16;
  let ms = now;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = ms % 256;
    ms = Math.floor(ms / 256);
  }
  bytes[6] = 0x70 | ((bytes[6] ?? 0) & 0x0f); // version 7
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f); // variant 10
  const hex = Buffer.from(bytes).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
