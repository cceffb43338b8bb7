import { documentRoute } from '@/site-pages/page-content';

// Any other language than the two answers 404 without rendering (see `app/[locale]/layout.tsx`).
export const dynamicParams = false;

const page = documentRoute('home');
export const generateMetadata = page.generateMetadata;

/** The group landing `/` (spec part 1 §2.3), drawn from its document (with the group's Organization data). */
export default page.Page;
