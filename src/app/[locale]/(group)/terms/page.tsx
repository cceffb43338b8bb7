import { documentRoute } from '@/site-pages/page-content';

const page = documentRoute('terms');
export const generateMetadata = page.generateMetadata;

/** `/terms`: the banner hero, then the text in numbered sections beside its contents list. */
export default page.Page;
