/** Largest form a page accepts (the enquiry forms send a few kilobytes). Matches `serverActions.bodySizeLimit`. */
export const MAX_FORM_BYTES = 64 * 1024;

const message = {
  tooLarge:
    'The form is larger than this site accepts. Please shorten your message and try again. / حجم النموذج أكبر من المسموح به، يرجى اختصار رسالتك والمحاولة مجددًا.',
  unreadable: 'The form could not be read. Please go back and send it again. / تعذّرت قراءة النموذج، يرجى العودة وإرساله مرة أخرى.',
};

const answer = (status: 400 | 413, text: string) => new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/**
 * Checks a form POST to a page (a server action) before Next parses it: oversized, malformed or
 * non-UTF-8 bodies get a clear 4xx instead of an error deep in the framework. Other bodies pass.
 */
export async function checkFormPost(request: Request): Promise<Response | null> {
  const contentType = request.headers.get('content-type') ?? '';
  // Lower-cased for recognising the type only: the multipart boundary itself is case-sensitive.
  const type = contentType.toLowerCase();
  const isForm = type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded');
  if (Number(request.headers.get('content-length') ?? 0) > MAX_FORM_BYTES) return answer(413, message.tooLarge);
  if (!isForm) return null;

  const bytes = new Uint8Array(await request.clone().arrayBuffer());
  if (bytes.byteLength > MAX_FORM_BYTES) return answer(413, message.tooLarge);
  try {
    if (type.startsWith('application/x-www-form-urlencoded')) new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    const form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
    for (const value of form.values()) {
      // Multipart parsing replaces invalid UTF-8 with U+FFFD rather than failing.
      if (typeof value === 'string' && value.includes('\uFFFD')) return answer(400, message.unreadable);
    }
  } catch {
    return answer(400, message.unreadable);
  }
  return null;
}
