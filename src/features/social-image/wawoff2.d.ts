/** Google's WOFF2 decoder compiled to WebAssembly (plain JavaScript): only what the social pictures use. */
declare module 'wawoff2' {
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
