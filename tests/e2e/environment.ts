import os from 'node:os';
import path from 'node:path';

/** Shared by the Playwright config and the tests (both load it; keep it deterministic). */
export const smtpPort = Number(process.env.E2E_SMTP_PORT || 2526);
export const mailDir = path.join(os.tmpdir(), `site-e2e-mail-${smtpPort}`);
export const staffAccount = { email: 'e2e-admin@example.com', password: 'Browser tests only 2026' };
/** A news editor: may publish news, may not see the leads. */
export const editorAccount = { email: 'e2e-editor@example.com', password: 'Editor tests only 2026' };
/** Sets up two-factor sign-in of its own accord in the two-factor tests (the main test server requires it of nobody). */
export const twoFactorAccount = { email: 'e2e-two-factor@example.com', password: 'Two factor tests 2026' };
