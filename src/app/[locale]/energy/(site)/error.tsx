'use client';

import { LazyErrorView } from '@/features/errors/lazy-boundary-views';

/** A page of this area failed: the area's header and footer stay, the error view takes the page's place. */
export default LazyErrorView;
