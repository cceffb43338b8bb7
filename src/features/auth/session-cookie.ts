/** Name of the staff session cookie: shared by the proxy (edge of the app) and the session code. */
export const SESSION_COOKIE = 'session';
