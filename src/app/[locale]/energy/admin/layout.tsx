import AdminLayout, { metadata as adminMetadata } from '@/app/[locale]/admin/layout';

/** The news editor is a staff screen: the same frame (staff navigation, sign-out) and the same noindex as /admin. */
export const metadata = adminMetadata;
export default AdminLayout;
