import { missingPage } from '@/features/errors/missing-page';

const page = missingPage('group');

// Any other language than the two answers 404 without rendering (see `app/[locale]/layout.tsx`).
export const dynamicParams = false;
export const generateMetadata = page.generateMetadata;
export default page.Page;
