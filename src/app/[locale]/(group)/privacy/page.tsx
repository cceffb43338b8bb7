import { documentRoute } from '@/site-pages/page-content';

const page = documentRoute('privacy');
export const generateMetadata = page.generateMetadata;

/** `/privacy`: the banner hero, then the text in numbered sections beside its contents list. */
export default page.Page;
