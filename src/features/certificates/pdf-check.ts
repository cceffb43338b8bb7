/** The largest certificate PDF staff may upload: a scanned certificate of a few pages fits with room to spare. */
export const pdfMaxBytes = 10 * 1024 * 1024;

export type PdfProblem = 'type' | 'size' | 'active';

/**
 * Names in a PDF that make it do something when opened (scripts, launching programs, embedded files, forms that
 * run, actions on opening), which a certificate never needs: such a file is refused rather than served.
 */
const activeNames = /\/(JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA|OpenAction|AA|SubmitForm|ImportData|GoToE)\b/;

/**
 * Whether bytes are a PDF a visitor may be given: it starts as a PDF does, ends as one does, is within the size,
 * and holds nothing that acts when opened. The name and declared type are never trusted; the file is never opened
 * by the server beyond reading its bytes.
 */
export function checkPdf(bytes: Uint8Array): { ok: true } | { ok: false; problem: PdfProblem } {
  if (bytes.byteLength > pdfMaxBytes) return { ok: false, problem: 'size' };
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (!/^%PDF-[12]\.\d/.test(text)) return { ok: false, problem: 'type' };
  if (!text.slice(-1024).includes('%%EOF')) return { ok: false, problem: 'type' };
  // Names may be written with #xx escapes (`/J#61vaScript`); they are read as the viewer would.
  const names = text.replace(/\/[^\s/<>[\]()]*#[0-9A-Fa-f]{2}[^\s/<>[\]()]*/g, (name) =>
    name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
  if (activeNames.test(names)) return { ok: false, problem: 'active' };
  return { ok: true };
}

/** A download name made of safe characters, ending in `.pdf`. */
export function pdfName(name: string): string {
  const base = name
    .replace(/\.pdf$/i, '')
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N} ._-]+/gu, ' ')
    .trim()
    .slice(0, 80);
  return `${base || 'certificate'}.pdf`;
}
