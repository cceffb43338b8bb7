/**
 * Who must sign in with a second factor, set by `STAFF_TWO_FACTOR`: `off` (nobody; anyone may still turn it on),
 * `admins` (the default: administrators, who can read customers' personal data and export it) or `all` staff.
 * Pure, so client components and tests may import it.
 */
export const twoFactorSettings = ['off', 'admins', 'all'] as const;
export type TwoFactorSetting = (typeof twoFactorSettings)[number];

export const defaultTwoFactorSetting: TwoFactorSetting = 'admins';

let warned = false;

/** The setting from the environment. An unknown value fails closed: every staff account needs two factors. */
export function twoFactorSetting(value: string | undefined = process.env.STAFF_TWO_FACTOR): TwoFactorSetting {
  const setting = (value ?? '').trim().toLowerCase();
  if (!setting) return defaultTwoFactorSetting;
  if ((twoFactorSettings as readonly string[]).includes(setting)) return setting as TwoFactorSetting;
  if (!warned) console.warn(`STAFF_TWO_FACTOR="${value}" is not off, admins or all: two-factor sign-in is required for all staff.`);
  warned = true;
  return 'all';
}

/** Whether the setting requires a second factor of this role. */
export function twoFactorRequired(role: string, setting: TwoFactorSetting = twoFactorSetting()): boolean {
  return setting === 'all' || (setting === 'admins' && role === 'admin');
}

/** A signed-in account that must set up two-factor sign-in before anything else: every other staff screen and API refuses it. */
export function mustEnrol(user: { role: string; twoFactor: boolean }, setting: TwoFactorSetting = twoFactorSetting()): boolean {
  return !user.twoFactor && twoFactorRequired(user.role, setting);
}
