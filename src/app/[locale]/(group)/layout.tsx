import type { ReactNode } from 'react';
import { AreaShell } from '@/components/layout/area-shell';
import { navEntries } from '@/site-pages/page-content';
import { PreviewBanner } from '@/features/content/preview/preview-banner';

// `dynamicParams = false` is set by each page rather than here, which would close the collections' entry routes too
// (see `app/[locale]/layout.tsx`).

export default function Layout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  // Shown only to staff previewing drafts (draft mode); visitors' pages stay prerendered without it.
  return (
    <>
      <PreviewBanner params={params} />
      <AreaShell area="group" params={params} entries={navEntries}>
        {children}
      </AreaShell>
    </>
  );
}
