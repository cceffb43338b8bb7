/**
 * The staff addresses of the content editor, in one place, without the language prefix (`localizedPath` adds it).
 * Pure, so client components and tests import it.
 */

/** Every page's document, searchable (`app/[locale]/admin/content`). */
export const contentListPath = '/admin/content';
/** Every content action, for admins. */
export const contentAuditPath = '/admin/content/audit';

/** A new entry of a collection (decision 013). */
export const newEntryPath = '/admin/content/new';

export const editorPath = (id: string) => `${contentListPath}/${id}`;
export const historyPath = (id: string) => `${editorPath(id)}/history`;
/** The page shown at a phone's and a laptop's width side by side. */
export const previewFramePath = (id: string) => `${editorPath(id)}/preview`;

/** The content API: a document's newest version (GET, PUT) and its publishing (POST). */
export const documentApiPath = (id: string) => `/api/admin/content/${encodeURIComponent(id)}`;
export const publishApiPath = (id: string) => `${documentApiPath(id)}/publish`;
export const imagesApiPath = '/api/admin/content/images';
