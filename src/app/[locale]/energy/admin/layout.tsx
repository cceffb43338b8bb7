import AdminLayout, { metadata as adminMetadata } from '@/app/[locale]/admin/layout';

// Any other language than the two answers 404 without rendering (see `app/[locale]/layout.tsx`).
export const dynamicParams = false;

/** The news editor is a staff screen: the same frame (staff navigation, sign-out) and the same noindex as /admin. */
export const metadata = adminMetadata;
export default AdminLayout;
