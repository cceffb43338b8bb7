import { documentRoute } from '@/site-pages/page-content';

// Any other language than the two answers 404 without rendering (see `app/[locale]/layout.tsx`).
export const dynamicParams = false;

const page = documentRoute('privacy');
export const generateMetadata = page.generateMetadata;

/** `/privacy`: the banner hero, then the text in numbered sections beside its contents list. */
export default page.Page;
