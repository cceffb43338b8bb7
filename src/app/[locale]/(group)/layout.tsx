import type { ReactNode } from 'react';
import { AreaShell } from '@/components/layout/area-shell';

// Any other language than the two answers 404 without rendering (see `app/[locale]/layout.tsx`).
export const dynamicParams = false;

export default function Layout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  return (
    <AreaShell area="group" params={params}>
      {children}
    </AreaShell>
  );
}
