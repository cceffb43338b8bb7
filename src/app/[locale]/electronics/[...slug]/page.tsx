import { standardRoute } from '@/features/pages/standard-route';

const route = standardRoute('electronics', '/electronics');

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
