import { entryRoute } from '@/site-pages/standard/standard-route';

const route = entryRoute('case-studies');

// Case studies are all added by staff (decision 018): each is drawn on its first visit, then kept like the rest.
export const dynamicParams = true;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
