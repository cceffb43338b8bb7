/** The staff addresses of a page's content, without the language prefix (`localizedPath` adds it). */
export const editorPath = (id: string) => `/admin/content/${id}`;
export const historyPath = (id: string) => `/admin/content/${id}/history`;
