import { generateSecret, generateURI, verify } from 'otplib';

/**
 * Time-based one-time codes (RFC 6238) as every authenticator app makes them: SHA-1, 6 digits, 30-second steps.
 * A code of the step before or after the current one is accepted too (clocks drift, people type slowly).
 */
export const totpSettings = { algorithm: 'sha1', digits: 6, period: 30 } as const;
const tolerance = totpSettings.period;

/** The name authenticator apps show above the account's codes. */
export const totpIssuer = 'Sahel Industrial Group';

/** A new shared secret: 20 random bytes (160 bits, as RFC 4226 recommends), Base32. */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The `otpauth://` address the QR code holds; also a link that opens an authenticator app on the same device. */
export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: totpIssuer, label: email, secret, ...totpSettings });
}

/** The secret in groups of four, for typing it into an app by hand. */
export const groupedSecret = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** A Base32 secret of at least 128 bits as an operator may type it (spaces and case do not matter), or undefined. */
export function parseTotpSecret(input: string): string | undefined {
  const secret = input.replace(/\s/g, '').toUpperCase().replace(/=+$/, '');
  return /^[A-Z2-7]{26,}$/.test(secret) ? secret : undefined;
}

/** What someone typed, as a code: digits only (spaces and dashes dropped); undefined when it cannot be one. */
export function normalizeTotp(input: string): string | undefined {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : undefined;
}

/**
 * The time step of `code` when it is right for `secret` now (within one step either way) and newer than
 * `afterStep`, the step of the last code accepted (so no code is ever accepted twice); otherwise undefined.
 */
export async function totpStep(secret: string, code: string, afterStep: number | null, now = Date.now()): Promise<number | undefined> {
  const token = normalizeTotp(code);
  if (!token) return undefined;
  const result = await verify({
    secret,
    token,
    ...totpSettings,
    epoch: Math.floor(now / 1000),
    epochTolerance: tolerance,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
