'use client';

import { Icon } from '@/components/ui/icon';
import { Button } from '@/components/ui/button';

/** Opens the browser's print dialog (which also saves as PDF); the page's print styles lay it out for A4. */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => window.print()}>
      <Icon name="printer" />
      {label}
    </Button>
  );
}
