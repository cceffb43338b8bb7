import { describe, expect, it } from 'vitest';
import { checkPdf, pdfMaxBytes, pdfName } from './pdf-check';

const pdf = (body: string) => new TextEncoder().encode(`%PDF-1.7\n${body}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

describe('certificate PDFs', () => {
  it('accept a plain PDF', () => {
    expect(checkPdf(pdf('1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj'))).toEqual({ ok: true });
  });

  it('refuse what only claims to be a PDF, a cut-off one and one too large', () => {
    expect(checkPdf(new TextEncoder().encode('MZ\x90\x00 this is a program'))).toEqual({ ok: false, problem: 'type' });
    expect(checkPdf(new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj'))).toEqual({ ok: false, problem: 'type' });
    expect(checkPdf(new Uint8Array(pdfMaxBytes + 1))).toEqual({ ok: false, problem: 'size' });
  });

  it('refuse a PDF that runs something when opened, however its names are written', () => {
    for (const body of [
      '<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>',
      '<< /S /Launch /F (cmd.exe) >>',
      '<< /Names << /EmbeddedFiles 3 0 R >> >>',
      '<< /S /J#61vaScript /JS (x) >>',
    ]) {
      expect(checkPdf(pdf(body)), body).toEqual({ ok: false, problem: 'active' });
    }
  });

  it('give the download a safe name', () => {
    expect(pdfName('ISO 9001 شهادة.PDF')).toBe('ISO 9001 شهادة.pdf');
    expect(pdfName('../../etc/passwd\u202e.pdf')).toBe('.. .. etc passwd.pdf');
    expect(pdfName('')).toBe('certificate.pdf');
  });
});
