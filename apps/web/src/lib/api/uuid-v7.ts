// UUID version 7 (RFC 9562) for ids made on this device (decision 0003): 48 bits of Unix
// milliseconds, the version and variant, then random bits (crypto.getRandomValues). The same layout
// as the server's (apps/server/src/lib/uuid-v7.ts), without a dependency in the shell's bundle.
export function uuidV7(now: number = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  for (let i = 5, ms = now; i >= 0; i--, ms = Math.floor(ms / 256)) bytes[i] = ms % 256;
  bytes[6] = 0x70 | ((bytes[6] ?? 0) & 0x0f); // version 7
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f); // variant 10
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
