import { entryRoute } from '@/site-pages/standard/standard-route';

const route = entryRoute('energy-products');

// Entries staff add (decision 013) are drawn on their first visit, then kept like the rest.
export const dynamicParams = true;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
