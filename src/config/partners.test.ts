import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPartnerManifest } from './partners';

const folders: string[] = [];
function folderWith(files: Record<string, string>) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'partners-'));
  folders.push(folder);
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(folder, name), content);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe('partner logos from partners.json', () => {
  it('shows none while the manifest lists none, or when there is no manifest', () => {
    expect(readPartnerManifest(folderWith({ 'partners.json': '{ "logos": [] }' }))).toEqual([]);
    expect(readPartnerManifest(folderWith({}))).toEqual([]);
  });

  it('lists the logos whose files exist, in order, named by their company', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const folder = folderWith({
      'acme.svg': '<svg/>',
      'delta works.png': 'x',
      'partners.json': JSON.stringify({
        logos: [
          { file: 'acme.svg', name: 'Acme Industries' },
          { file: 'missing.svg', name: 'Not there' },
          { file: '../secret.svg', name: 'Outside the folder' },
          { file: 'acme.svg', name: 'Twice' },
          { file: 'acme.svg' },
        ],
      }),
    });
    expect(readPartnerManifest(folder)).toEqual([{ src: '/images/partners/acme.svg', name: 'Acme Industries' }]);
    expect(console.warn).toHaveBeenCalled();
  });

  it('survives a manifest that is not JSON', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readPartnerManifest(folderWith({ 'partners.json': '{ logos: [' }))).toEqual([]);
  });
});
