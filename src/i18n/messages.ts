import 'server-only';
import { namespaces, type Locale, type Namespace } from './config';

type Messages = Record<string, unknown>;

async function loadNamespace(locale: Locale, ns: Namespace): Promise<Messages> {
  return (await import(`../messages/${locale}/${ns}.json`)).default as Messages;
}

/** All namespaces of one language, keyed by namespace. */
export async function loadMessages(locale: Locale): Promise<Record<Namespace, Messages>> {
  const entries = await Promise.all(namespaces.map(async (ns) => [ns, await loadNamespace(locale, ns)] as const));
  return Object.fromEntries(entries) as Record<Namespace, Messages>;
}
