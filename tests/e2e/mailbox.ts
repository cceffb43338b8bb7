import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { mailDir } from './environment';

export type Mail = { subject: string; text: string; to: string; contentType: string; hasHtml: boolean };

/** Every message the test mail server received, decoded. */
async function allMails(): Promise<Mail[]> {
  if (!fs.existsSync(mailDir)) return [];
  return Promise.all(
    fs.readdirSync(mailDir).map(async (file) => {
      const raw = fs.readFileSync(path.join(mailDir, file));
      const parsed = await simpleParser(raw);
      const to = Array.isArray(parsed.to) ? parsed.to.map((address) => address.text).join(', ') : (parsed.to?.text ?? '');
      return {
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        to,
        contentType: String(parsed.headers.get('content-type') && (parsed.headers.get('content-type') as { value: string }).value),
        hasHtml: Boolean(parsed.html),
      };
    }),
  );
}

export async function expectOneMail(marker: string): Promise<Mail> {
  const matching = async () => (await allMails()).filter((mail) => mail.text.includes(marker) || mail.subject.includes(marker));
  await expect.poll(async () => (await matching()).length, { timeout: 20_000 }).toBe(1);
  return (await matching())[0]!;
}

/** The one message to `to` whose subject or text holds `marker` (others may have gone to colleagues). */
export async function expectMailTo(marker: string, to: string): Promise<Mail> {
  const matching = async () =>
    (await allMails()).filter((mail) => (mail.text.includes(marker) || mail.subject.includes(marker)) && mail.to.includes(to));
  await expect.poll(async () => (await matching()).length, { timeout: 20_000 }).toBe(1);
  return (await matching())[0]!;
}
