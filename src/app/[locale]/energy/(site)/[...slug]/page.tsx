import { standardRoute } from '@/site-pages/standard/standard-route';

const route = standardRoute('energy', '/energy');

// Entries staff add to a collection (decision 013) are drawn on their first visit, then kept like the rest.
export const dynamicParams = true;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
