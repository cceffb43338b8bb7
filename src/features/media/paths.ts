import { mediaPath } from '@/config/staff-paths';

/** The media library's staff addresses, without the language prefix (`localizedPath` adds it). */
export { mediaPath };
export type MediaKind = 'picture' | 'document';
export const mediaItemPath = (kind: MediaKind, id: string) => `${mediaPath}/${kind === 'picture' ? 'p' : 'd'}-${id}`;
/** The item an address names (`p-{id}` a picture, `d-{id}` a document), or undefined. */
export function mediaItemOf(key: string): { kind: MediaKind; id: string } | undefined {
  const match = /^([pd])-([a-z0-9-]{8,64})$/.exec(key);
  return match ? { kind: match[1] === 'p' ? 'picture' : 'document', id: match[2]! } : undefined;
}
/** Where the library uploads a new picture or a picture's replacement (multipart, `file`). */
export const mediaUploadApiPath = '/api/admin/media';
/** The library's pictures as JSON for the editor's picker. */
export const mediaPickerApiPath = '/api/admin/media';
