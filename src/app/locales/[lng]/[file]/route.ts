import { isLocale, isNamespace, locales, namespaces } from '@/i18n/config';
import { loadMessages } from '@/i18n/messages';

type Params = { params: Promise<{ lng: string; file: string }> };

// Only the files listed below exist: any other address is a plain 404, never rendered or cached on disk.
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.flatMap((lng) => namespaces.map((ns) => ({ lng, file: `${ns}.json` })));
}

/**
 * `GET /locales/{lng}/{ns}.json` (spec §7): one namespace of one language. Only listed languages and
 * namespaces are answered, so no other file can ever be reached through this path.
 */
export async function GET(_request: Request, { params }: Params) {
  const { lng, file } = await params;
  const ns = file.endsWith('.json') ? file.slice(0, -'.json'.length) : '';
  if (!isLocale(lng) || !isNamespace(ns)) {
    return Response.json({ error: 'Not found' }, { status: 404 });
  }
  const messages = await loadMessages(lng);
  return Response.json(messages[ns], { headers: { 'Cache-Control': 'public, max-age=3600' } });
}
