/**
 * How long a staff session lasts: signed out after 12 hours without activity, and after 7 days in any case.
 * Read by the sessions themselves (`features/auth/sessions.ts`) and by the housekeeping that deletes old ones.
 */
export const IDLE_SECONDS = 12 * 60 * 60;
export const ABSOLUTE_SECONDS = 7 * 24 * 60 * 60;
