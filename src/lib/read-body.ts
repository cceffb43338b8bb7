export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

type BodyType = 'application/json' | 'application/x-www-form-urlencoded';

/**
 * Reads a request body of at most `maxBytes` as strict UTF-8 and parses JSON or form-encoded fields.
 * Oversized, malformed or non-UTF-8 bodies raise a BodyError with the status to answer.
 */
export async function readFields(
  request: Request,
  maxBytes: number,
  accepted: readonly BodyType[] = ['application/json', 'application/x-www-form-urlencoded'],
): Promise<Record<string, unknown>> {
  const bytes = await readBytes(request, maxBytes);

  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new BodyError(400, 'The request body is not valid UTF-8 text.');
  }

  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json' && accepted.includes(type)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new BodyError(400, 'The request body is not valid JSON.');
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new BodyError(400, 'The JSON body must be an object of fields.');
    return parsed as Record<string, unknown>;
  }
  if (type === 'application/x-www-form-urlencoded' && accepted.includes(type)) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  throw new BodyError(415, `Send the body as ${accepted.join(' or ')}.`);
}

/** The raw body, refused with 413 as soon as it passes `maxBytes` (declared or streamed). */
export async function readBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new BodyError(413, `The request body is larger than ${maxBytes} bytes.`);
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new BodyError(413, `The request body is larger than ${maxBytes} bytes.`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }

  return bytes;
}

/**
 * The one file of a staff upload (multipart, field `file`), read with `readBytes`'s limit plus room for the envelope;
 * or the answer refusing it: 413 `{ error: 'size' }` when too large, 422/400 `{ error: 'unreadable' }` otherwise.
 */
export async function readUploadedFile(request: Request, maxBytes: number): Promise<{ file: File } | { response: Response }> {
  const read = await readUploadedForm(request, maxBytes);
  if ('response' in read) return read;
  const value = read.form.get('file');
  return value instanceof File ? { file: value } : { response: Response.json({ error: 'unreadable' }, { status: 422 }) };
}

/** A multipart form with one uploaded file and a few plain fields, read as `readUploadedFile` reads one. */
export async function readUploadedForm(request: Request, maxBytes: number): Promise<{ form: FormData } | { response: Response }> {
  try {
    const bytes = await readBytes(request, maxBytes + 64 * 1024);
    return { form: await new Response(bytes, { headers: { 'Content-Type': request.headers.get('content-type') ?? '' } }).formData() };
  } catch (error) {
    if (error instanceof BodyError && error.status === 413) return { response: Response.json({ error: 'size' }, { status: 413 }) };
    return { response: Response.json({ error: 'unreadable' }, { status: 400 }) };
  }
}
