import { documentRoute } from '@/site-pages/page-content';

const page = documentRoute('home');
export const generateMetadata = page.generateMetadata;

/** The group landing `/` (spec part 1 §2.3), drawn from its document (with the group's Organization data). */
export default page.Page;
