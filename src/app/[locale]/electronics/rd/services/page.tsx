import { documentRoute } from '@/site-pages/page-content';

// Any other language than the two answers 404 without rendering (see `app/[locale]/layout.tsx`).
export const dynamicParams = false;

const page = documentRoute('electronics-rd-services');
export const generateMetadata = page.generateMetadata;

/** `/electronics/rd/services`: every R&D service under its category, each at the anchor the R&D page links to. */
export default page.Page;
