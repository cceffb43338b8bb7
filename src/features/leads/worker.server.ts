import 'server-only';
import { log } from '@/lib/log';
import type { Database } from '@/db/open';
import { mailSettingsFromEnv, type MailSettings } from './mail.server';
import { deliverDueMail, retrySeconds } from './outbox.server';

type PassRequest = { db: Database; mail: MailSettings };
const state = globalThis as unknown as { outboxPass?: Promise<void>; outboxRequest?: PassRequest; outboxTimer?: NodeJS.Timeout };

/** Delivery passes, one after another, for as long as someone asked for one (with the latest settings asked for). */
async function drain(): Promise<void> {
  for (let request = state.outboxRequest; request; request = state.outboxRequest) {
    state.outboxRequest = undefined;
    await deliverDueMail(request.db, request.mail).catch((err) => log.error({ err }, 'Outbox pass failed'));
  }
  // No await between the last check and this line, so a kick arriving now starts a new pass rather than being missed.
  state.outboxPass = undefined;
}

/**
 * Asks for a delivery pass in the background. A pass already running does one more when it ends, so a message
 * queued while it ran is not left for the periodic worker. Resolves when the passes are done; never rejects.
 */
export function kickOutbox(db: Database, mail: MailSettings = mailSettingsFromEnv()): Promise<void> {
  if (!mail.smtpUrl) return Promise.resolve();
  state.outboxRequest = { db, mail };
  state.outboxPass ??= drain();
  return state.outboxPass;
}

/** Started once with the server: retries whatever is due, every 15 seconds (half the first retry's wait). */
export function startOutboxWorker(db: Database, mail: MailSettings = mailSettingsFromEnv()): void {
  if (!mail.smtpUrl) {
    log.info('Mail is off (no SMTP_URL): enquiries are stored and listed in the leads inbox, no e-mail is sent');
    return;
  }
  if (state.outboxTimer) return;
  log.info({ inquiryTo: mail.inquiryTo }, 'Mail is on: enquiry notifications go out');
  void kickOutbox(db, mail);
  state.outboxTimer = setInterval(() => void kickOutbox(db, mail), (retrySeconds * 1000) / 2);
  state.outboxTimer.unref();
}

/** As the server stops: no new pass, and the pass under way (a message being handed to the mail server) finishes. */
export async function stopOutboxWorker(): Promise<void> {
  clearInterval(state.outboxTimer);
  state.outboxTimer = undefined;
  await state.outboxPass;
}
