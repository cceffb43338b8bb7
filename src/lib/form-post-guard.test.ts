import { describe, expect, it } from 'vitest';
import { checkFormPost } from './form-post-guard';

const post = (body: BodyInit, type: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost/contact', { method: 'POST', body, headers: { 'content-type': type, ...headers } });

describe('form posts to pages', () => {
  it('let a normal form through', async () => {
    const form = new FormData();
    form.set('name', 'سارة');
    expect(await checkFormPost(new Request('http://localhost/contact', { method: 'POST', body: form }))).toBeNull();
    expect(await checkFormPost(post('name=Sara', 'application/x-www-form-urlencoded'))).toBeNull();
  });

  it('keep the multipart boundary exactly as sent (it is case-sensitive)', async () => {
    const body = '--AbC\r\nContent-Disposition: form-data; name="name"\r\n\r\nSara\r\n--AbC--\r\n';
    expect(await checkFormPost(post(body, 'multipart/form-data; boundary=AbC'))).toBeNull();
  });

  it('refuse an oversized body with 413', async () => {
    const response = await checkFormPost(post('message=' + 'x'.repeat(70_000), 'application/x-www-form-urlencoded'));
    expect(response?.status).toBe(413);
    expect(await response?.text()).toContain('larger than this site accepts');
  });

  it('refuse a malformed multipart body with 400', async () => {
    expect((await checkFormPost(post('garbage', 'multipart/form-data; boundary=x')))?.status).toBe(400);
  });

  it('refuse text that is not UTF-8 with 400', async () => {
    const bytes = new Uint8Array([0x6e, 0x3d, 0xff, 0xfe]);
    expect((await checkFormPost(post(bytes, 'application/x-www-form-urlencoded')))?.status).toBe(400);
    const multipart = new Uint8Array([
      ...new TextEncoder().encode('--x\r\nContent-Disposition: form-data; name="name"\r\n\r\n'),
      0xff,
      0xfe,
      ...new TextEncoder().encode('\r\n--x--\r\n'),
    ]);
    expect((await checkFormPost(post(multipart, 'multipart/form-data; boundary=x')))?.status).toBe(400);
  });

  it('leave other content types to the framework', async () => {
    expect(await checkFormPost(post('["x"]', 'text/plain;charset=UTF-8'))).toBeNull();
  });
});
