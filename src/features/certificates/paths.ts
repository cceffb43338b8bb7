import { certificatesPath } from '@/config/staff-paths';

/** The certificates library's staff addresses, without the language prefix (`localizedPath` adds it). */
export { certificatesPath };
export const newCertificatePath = `${certificatesPath}/new`;
export const certificatePath = (id: number) => `${certificatesPath}/${id}`;
/** Where the form uploads a certificate's PDF or picture. */
export const certificateFilesApiPath = '/api/admin/certificates/files';
