import { describe, expect, it } from 'vitest';
import { isLeadFormKey, leadForms, validateLead } from './forms';

const good = { name: 'Sara Al-Harbi', email: 'sara@example.com', service: 'pcba-manufacturing', message: 'We need 2,000 boards a month.' };

describe('shared inquiry form rules (spec part 2 §5)', () => {
  it('accepts a complete enquiry and trims it', () => {
    const result = validateLead('electronics-contact', { ...good, name: '  Sara  ', phone: '', company: '' });
    expect(result).toEqual({ ok: true, data: { name: 'Sara', email: 'sara@example.com', service: 'pcba-manufacturing', message: good.message } });
  });

  it('names each missing field with its own message', () => {
    const result = validateLead('contact', { name: ' ', email: '', service: '', message: '   ' });
    expect(result).toEqual({
      ok: false,
      errors: { name: 'nameRequired', email: 'emailRequired', service: 'serviceRequired', message: 'messageRequired' },
    });
  });

  it.each(['sara', 'sara@example', 'sara@.com x', '@example.com', 'sara example@x.com'])('rejects the address %s', (email) => {
    expect(validateLead('contact', { ...good, email })).toMatchObject({ ok: false, errors: { email: 'emailInvalid' } });
  });

  it('knows its forms by name, and nothing inherited from JavaScript objects', () => {
    expect(isLeadFormKey('contact')).toBe(true);
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) expect(isLeadFormKey(name), name).toBe(false);
  });

  it('offers 21 services on the group page and 12 on the electronics page', () => {
    expect(leadForms.contact.services).toHaveLength(21);
    expect(leadForms['electronics-contact'].services).toHaveLength(12);
    expect(validateLead('electronics-contact', { ...good, service: 'solar-power-systems' })).toMatchObject({
      errors: { service: 'serviceRequired' },
    });
  });

  it.each([
    ['a NUL', 'Sara\u0000'],
    ['a right-to-left override', 'Sara\u202Eexe.txt'],
    ['a directional isolate', '\u2066Sara\u2069'],
    ['a right-to-left mark', 'Sara\u200F'],
    ['an Arabic letter mark', 'سارة\u061C'],
    ['a next-line control', 'Sara\u0085Al-Harbi'],
    ['a vertical tab', 'Sara\u000BAl-Harbi'],
    ['a form feed', 'Sara\u000CAl-Harbi'],
  ])('refuses %s in the name, e-mail and company, with its own message', (_what, text) => {
    const result = validateLead('contact', { ...good, name: text, email: `${text}@example.com`.replace(/^Sara/, 'sara'), company: text });
    expect(result).toEqual({ ok: false, errors: { name: 'controlCharacters', email: 'controlCharacters', company: 'controlCharacters' } });
  });

  it('keeps the line breaks, tabs and direction marks of a message, but refuses its control characters', () => {
    const message = 'السلام عليكم\r\nنحتاج \u200F2,000\u200F لوحة\tشهريًا من \u2068Red Sea\u2069.';
    expect(validateLead('contact', { ...good, message })).toMatchObject({ ok: true, data: { message } });
    for (const control of ['\u0000', '\u0007', '\u000B', '\u000C', '\u007F', '\u0085'])
      expect(validateLead('contact', { ...good, message: `Hello${control}there` }), JSON.stringify(control)).toEqual({
        ok: false,
        errors: { message: 'controlCharacters' },
      });
  });

  it('refuses over-long text', () => {
    expect(validateLead('contact', { ...good, message: 'x'.repeat(5001) })).toMatchObject({ errors: { message: 'tooLong' } });
  });
});

describe('energy contact page rules (spec part 1 §5)', () => {
  const energy = { ...good, service: 'solar-power-systems', phone: '+966 55 123 4567' };

  it('requires the phone and words its errors as the spec does', () => {
    expect(validateLead('energy-contact', { ...energy, phone: '', email: 'x@y', service: '' })).toEqual({
      ok: false,
      errors: { phone: 'phoneRequired', email: 'emailFormat', service: 'serviceSelect' },
    });
  });

  it('keeps the optional company', () => {
    expect(validateLead('energy-contact', { ...energy, company: 'Red Sea Farms' })).toMatchObject({ ok: true, data: { company: 'Red Sea Farms' } });
  });
});

describe('energy home section rules', () => {
  it('takes only residential, commercial or industrial', () => {
    expect(validateLead('energy-home', { ...good, service: 'residential' })).toMatchObject({ ok: true });
    expect(validateLead('energy-home', { ...good, service: 'other' })).toMatchObject({ ok: false, errors: { service: 'serviceSelect' } });
  });

  it('ignores fields the form does not have', () => {
    const result = validateLead('energy-home', { ...good, service: 'commercial', phone: '123', company: 'X' });
    expect(result.ok && result.data).toEqual({ name: 'Sara Al-Harbi', email: 'sara@example.com', service: 'commercial', message: good.message });
  });
});
