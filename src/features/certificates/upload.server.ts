import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Database } from '@/db/open';
import { processNewsImage } from '@/features/news/image-processing.server';
import { detectImageType } from '@/features/news/image-rules';
import { saveImage } from '@/features/news/news.server';
import { readUploadedFile } from '@/lib/read-body';
import { checkPdf, pdfMaxBytes, pdfName } from './pdf-check';
import { filePath, storeFile } from './store.server';

/** What an upload became: a picture of the certificate, or its PDF. */
export type CertificateUpload = { kind: 'image'; href: string } | { kind: 'pdf'; id: string; href: string; name: string };

/**
 * A certificate's file from staff, after the caller's gate: multipart with one `file`. Its bytes decide what it is,
 * never its name or declared type: a JPEG, PNG or WebP goes through the pictures' pipeline (re-encoded, metadata
 * stripped), a PDF through `checkPdf`; anything else is refused. 201 with the upload, or 413/422 `{ error }`.
 */
export async function receiveCertificateFile(request: Request, db: Database, userId: number): Promise<Response> {
  const upload = await readUploadedFile(request, pdfMaxBytes);
  if ('response' in upload) return upload.response;
  const { file } = upload;
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (detectImageType(bytes)) {
    const result = await processNewsImage(bytes);
    if (!result.ok) return Response.json({ error: result.reason }, { status: 422 });
    const href = await saveImage(db, { id: randomUUID(), ...result.image });
    return Response.json({ kind: 'image', href } satisfies CertificateUpload, { status: 201 });
  }
  const checked = checkPdf(bytes);
  if (!checked.ok) return Response.json({ error: checked.problem }, { status: checked.problem === 'size' ? 413 : 422 });
  const name = pdfName(file.name);
  const id = await storeFile(db, { id: randomUUID(), mime: 'application/pdf', name, data: Buffer.from(bytes), userId });
  return Response.json({ kind: 'pdf', id, href: filePath(id), name } satisfies CertificateUpload, { status: 201 });
}
