import { standardRoute } from '@/features/pages/standard-route';

const route = standardRoute('energy', '/energy');

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
