import 'server-only';
import { isolateMessages } from './bidi';
import { namespaces, type Locale, type Namespace } from './config';
import { namespaceParts } from './namespace-parts';

type Messages = Record<string, unknown>;

// One path segment per variable: the bundler (and Vite, in the unit tests) can then list the files each import may load.
async function loadFile(locale: Locale, ns: Namespace, part?: string): Promise<Messages> {
  const file = part ? await import(`../messages/${locale}/${ns}/${part}.json`) : await import(`../messages/${locale}/${ns}.json`);
  return file.default as Messages;
}

async function loadNamespace(locale: Locale, ns: Namespace): Promise<Messages> {
  const parts = namespaceParts[ns];
  if (!parts) return loadFile(locale, ns);
  const loaded = await Promise.all(parts.map(async (part) => [part, await loadFile(locale, ns, part)] as const));
  return Object.fromEntries(loaded);
}

/** All namespaces of one language as the files hold them, Latin runs not yet isolated: the seed of the content documents. */
export async function readSourceMessages(locale: Locale): Promise<Record<Namespace, Messages>> {
  const entries = await Promise.all(namespaces.map(async (ns) => [ns, await loadNamespace(locale, ns)] as const));
  return Object.fromEntries(entries) as Record<Namespace, Messages>;
}

async function readMessages(locale: Locale): Promise<Record<Namespace, Messages>> {
  const messages = await readSourceMessages(locale);
  // The one place Latin runs in Arabic copy are isolated (./bidi.ts): every `t()`, the `/locales` files, client
  // message subsets and the site search read the messages from here.
  return locale === 'ar' ? isolateMessages(messages) : messages;
}

// The message files are part of the build and never change while the server runs, so each language is assembled
// once. Assembling it (some 75 files) on every request took a fifth of a dynamic page's server time.
const assembled = new Map<Locale, Promise<Record<Namespace, Messages>>>();

/** All namespaces of one language, keyed by namespace. */
export function loadMessages(locale: Locale): Promise<Record<Namespace, Messages>> {
  if (process.env.NODE_ENV === 'development') return readMessages(locale);
  let messages = assembled.get(locale);
  if (!messages) {
    messages = readMessages(locale);
    assembled.set(locale, messages);
  }
  return messages;
}
