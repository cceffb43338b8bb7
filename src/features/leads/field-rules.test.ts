import { describe, expect, it } from 'vitest';
import { checkLead, leadFormKeys, limits, type LeadValues } from './field-rules';
import { validateLead } from './forms';

const good: LeadValues = {
  name: 'Sara Al-Harbi',
  email: 'sara@example.com',
  phone: '+966 55 123 4567',
  company: 'Red Sea Farms',
  service: 'other',
  message: 'We need 2,000 boards a month.',
};

/** Inputs that probe every rule: empty, blank, at and over each limit, odd shapes, services of other forms. */
const table: LeadValues[] = [
  {},
  good,
  { ...good, service: 'residential' },
  { ...good, service: 'pcba-manufacturing' },
  { ...good, service: 'solar-monitoring' },
  { ...good, service: ' other' },
  { ...good, service: '__proto__' },
  { name: ' ', email: ' ', phone: ' ', company: ' ', service: '', message: '\n\t' },
  { ...good, name: '  Sara  ', email: '  sara@example.com  ' },
  { ...good, name: 'x'.repeat(limits.name) },
  { ...good, name: 'x'.repeat(limits.name + 1) },
  { ...good, name: ` ${'x'.repeat(limits.name)} ` },
  { ...good, email: `${'a'.repeat(limits.email - 12)}@example.com` },
  { ...good, email: `${'a'.repeat(limits.email)}@example.com` },
  { ...good, email: 'x'.repeat(limits.email + 1) },
  ...['sara', 'sara@example', 'sara@.com x', '@example.com', 'sara example@x.com', 'a@b.c', 'سارة@مثال.سعودي'].map((email) => ({ ...good, email })),
  ...['', '1234', '12345', '+966 (55) 123-4567', '055.123/4567', 'call me', '٠٥٥١٢٣٤٥٦٧', '1'.repeat(limits.phone + 1)].map((phone) => ({
    ...good,
    phone,
  })),
  { ...good, company: '' },
  { ...good, company: 'c'.repeat(limits.company + 1) },
  { ...good, message: 'm'.repeat(limits.message) },
  { ...good, message: 'm'.repeat(limits.message + 1) },
  { ...good, message: '   ', email: 'bad', service: 'nope' },
  // Control and direction characters: refused on one line, in a message only the controls.
  ...['Sara\u0000', 'Sara\u202Eexe.txt', 'Sara\u2066x\u2069', '\u200FSara', 'Sara\u061C', 'Sa\u0085ra', 'Sa\u000Bra', 'Sa\u000Cra', 'Sa\u2028ra'].map(
    (name) => ({ ...good, name }),
  ),
  { ...good, email: 'sara\u202E@example.com', phone: '+966\u200E 55 123 4567', company: 'Red\tSea' },
  { ...good, message: 'Line one\r\nLine two\twith a tab, \u200Fمرحبا\u200F and \u2068Sara\u2069' },
  { ...good, message: 'Hello\u0000' },
  { ...good, message: `${'m'.repeat(limits.message)}\u0007` },
];

describe('the browser check and the server schema (one set of field rules)', () => {
  for (const form of leadFormKeys) {
    it.each(table.map((values, row) => [row, values] as const))(`${form}: agree on row %i`, (_row, values) => {
      const server = validateLead(form, values);
      expect(checkLead(form, values)).toEqual(server.ok ? {} : server.errors);
    });
  }

  it('the table probes both outcomes and every kind of error', () => {
    const errors = new Set(leadFormKeys.flatMap((form) => table.flatMap((values) => Object.values(checkLead(form, values)))));
    expect([...errors].sort()).toEqual(
      [
        'emailFormat',
        'emailInvalid',
        'emailRequired',
        'messageRequired',
        'nameRequired',
        'phoneInvalid',
        'phoneRequired',
        'serviceRequired',
        'serviceSelect',
        'tooLong',
        'controlCharacters',
      ].sort(),
    );
    expect(leadFormKeys.every((form) => table.some((values) => validateLead(form, values).ok))).toBe(true);
  });
});

describe('the form island', () => {
  it('reaches neither zod nor the server schema, so zod stays out of the pages', async () => {
    const { readFile } = await import('node:fs/promises');
    for (const file of ['lead-form.tsx', 'field-rules.ts', 'form-state.ts']) {
      const source = await readFile(new URL(file, import.meta.url), 'utf8');
      expect(source, file).not.toMatch(/from '(zod|@\/lib\/zod|\.\/forms|@\/features\/leads\/forms)'/);
    }
  });
});
