import type { ReactNode } from 'react';
import { AreaShell } from '@/components/layout/area-shell';

export default function Layout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  return (
    <AreaShell area="energy" params={params}>
      {children}
    </AreaShell>
  );
}
