// The few runtime globals packages/core uses that both of its hosts have (the browser and Node 24),
// declared here because core type-checks without Node's types and without the DOM library: anything
// not listed is unavailable to core on purpose (no fs, no process, no window).

declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean });
  decode(input?: Uint8Array, options?: { stream?: boolean }): string;
}

declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
