import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { siteConfig } from '@/config/site';
import { env as serverEnv, type Env } from '@/env';

export type MailSettings = { smtpUrl?: string; from: string; inquiryTo: string };

export function mailSettingsFromEnv(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'INQUIRY_TO'> = serverEnv): MailSettings {
  return {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM ?? siteConfig.email,
    inquiryTo: env.INQUIRY_TO ?? siteConfig.email,
  };
}

const transports = new Map<string, Transporter>();

/** One pooled SMTP transport per URL; `null` when mail is off (no SMTP_URL). */
export function transportFor(settings: MailSettings): Transporter | null {
  if (!settings.smtpUrl) return null;
  let transport = transports.get(settings.smtpUrl);
  if (!transport) {
    const url = new URL(settings.smtpUrl);
    // Short timeouts: a hung mail server delays only the background outbox, never a visitor.
    for (const [key, value] of Object.entries({ connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '20000' })) {
      if (!url.searchParams.has(key)) url.searchParams.set(key, value);
    }
    transport = nodemailer.createTransport(url.toString());
    transports.set(settings.smtpUrl, transport);
  }
  return transport;
}
