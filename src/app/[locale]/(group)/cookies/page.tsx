import { documentRoute } from '@/site-pages/page-content';

const page = documentRoute('cookies');
export const generateMetadata = page.generateMetadata;

/** `/cookies`: the banner hero, then the text in numbered sections beside its contents list. */
export default page.Page;
