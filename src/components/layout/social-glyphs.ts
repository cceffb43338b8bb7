/** Simple, original glyphs for the social networks (the spec names them by kind, not by brand). */
export const socialGlyphs = {
  linkedin:
    'M5 9h3v10H5zM6.5 4.5a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5ZM10 9h2.9v1.4c.4-.8 1.5-1.6 3-1.6 3 0 3.6 2 3.6 4.6V19h-3v-4.9c0-1.2 0-2.6-1.6-2.6s-1.9 1.2-1.9 2.5v5H10z',
  x: 'M4 4h4.2l4 5.6L17 4h2.6l-6.2 7.2L20 20h-4.2l-4.3-6-5.2 6H3.7l6.6-7.6z',
  instagram:
    'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3Zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7Zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3ZM17 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z',
  youtube:
    'M3.5 7.5C3.8 6 5 5.2 6.4 5.1 8.3 5 10.2 5 12 5s3.7 0 5.6.1c1.4.1 2.6.9 2.9 2.4.3 1.5.3 3 .3 4.5s0 3-.3 4.5c-.3 1.5-1.5 2.3-2.9 2.4-1.9.1-3.8.1-5.6.1s-3.7 0-5.6-.1C5 18.8 3.8 18 3.5 16.5 3.2 15 3.2 13.5 3.2 12s0-3 .3-4.5ZM10 9v6l5-3z',
  facebook: 'M13.5 21v-7.5H16l.4-3H13.5V8.7c0-.9.3-1.5 1.5-1.5h1.6V4.5c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.2H8v3h2.5V21z',
} as const;

export type SocialNetwork = keyof typeof socialGlyphs;
