import { standardRoute } from '@/site-pages/standard/standard-route';

const route = standardRoute('electronics', '/electronics');

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
