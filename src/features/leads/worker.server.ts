import 'server-only';
import type { Database } from '@/db/open';
import { mailSettingsFromEnv, type MailSettings } from './mail.server';
import { deliverDueMail } from './outbox.server';

const state = globalThis as unknown as { outboxRunning?: boolean; outboxTimer?: NodeJS.Timeout };

/** Runs one delivery pass in the background unless one is already running. Never throws. */
export function kickOutbox(db: Database, mail: MailSettings = mailSettingsFromEnv()): void {
  if (!mail.smtpUrl || state.outboxRunning) return;
  state.outboxRunning = true;
  deliverDueMail(db, mail)
    .catch((error) => console.error('Outbox pass failed', error))
    .finally(() => {
      state.outboxRunning = false;
    });
}

/** Started once with the server: retries whatever is due every 15 seconds. */
export function startOutboxWorker(db: Database, mail: MailSettings = mailSettingsFromEnv()): void {
  if (!mail.smtpUrl) {
    console.log('Mail is off (no SMTP_URL): enquiries are stored and listed in the leads inbox, no e-mail is sent.');
    return;
  }
  if (state.outboxTimer) return;
  console.log(`Mail is on: enquiry notifications go to ${mail.inquiryTo}.`);
  kickOutbox(db, mail);
  state.outboxTimer = setInterval(() => kickOutbox(db, mail), 15_000);
  state.outboxTimer.unref();
}
