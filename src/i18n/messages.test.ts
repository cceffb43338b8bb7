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
