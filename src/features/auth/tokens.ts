import { createHash, randomBytes } from 'node:crypto';

/** A random token for a cookie (sessions, pending sign-ins): 256 bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its SHA-256, so a copy of the database signs nobody in. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');
