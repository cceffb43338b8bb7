/**
 * Who must sign in with a second factor, set by `STAFF_TWO_FACTOR` (validated in src/env.ts, where a value other than
 * these stops start-up): `off` (nobody; anyone may still turn it on), `admins` (the default: administrators, who can
 * read customers' personal data and export it) or `all` staff.
 */
import { env, type TwoFactorSetting } from '@/env';

export type { TwoFactorSetting };

/** The setting the server started with. */
export function twoFactorSetting(): TwoFactorSetting {
  return env.STAFF_TWO_FACTOR;
}

/** Whether the setting requires a second factor of this role. */
export function twoFactorRequired(role: string, setting: TwoFactorSetting = twoFactorSetting()): boolean {
  return setting === 'all' || (setting === 'admins' && role === 'admin');
}

/** A signed-in account that must set up two-factor sign-in before anything else: every other staff screen and API refuses it. */
export function mustEnrol(user: { role: string; twoFactor: boolean }, setting: TwoFactorSetting = twoFactorSetting()): boolean {
  return !user.twoFactor && twoFactorRequired(user.role, setting);
}
