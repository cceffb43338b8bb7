'use client';

import dynamic from 'next/dynamic';

/**
 * The preview bar, its code fetched only where a staff preview shows it. The public layouts mount the banner on
 * every page, and a client component they import directly is in every visitor's first load (about 3 KB), though
 * visitors never see it; this slot is a few bytes.
 */
export const PreviewBarSlot = dynamic(() => import('./preview-bar').then((module) => module.PreviewBar));
