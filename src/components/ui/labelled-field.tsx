import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A control with its visible label above it (staff screens' filters and toolbars); `id` is the control's. */
export function LabelledField({ id, label, className, children }: { id: string; label: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children}
    </div>
  );
}
