import { describe, expect, it } from 'vitest';
import { namespaces } from './config';
import { loadMessages } from './messages';

describe('loadMessages', () => {
  it('assembles every namespace of a language once and hands every later request the same messages', async () => {
    const first = await loadMessages('ar');
    expect(Object.keys(first).sort()).toEqual([...namespaces].sort());
    expect(await loadMessages('ar')).toBe(first);
    expect(await loadMessages('en')).not.toBe(first);
  });
});

describe('loadMessages and Latin runs', () => {
  it('isolates Latin runs in the Arabic messages it hands out, and leaves the English as written', async () => {
    const arabic = JSON.stringify(await loadMessages('ar'));
    const english = JSON.stringify(await loadMessages('en'));
    expect(arabic).toContain('\u2066ISO\u00A09001:2015\u2069');
    expect(arabic).not.toMatch(/[^\u2066]ISO 9001/);
    expect(english).not.toMatch(/[\u2066-\u2069]/);
  });
});
