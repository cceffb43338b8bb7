import { Icon } from '@/components/ui/icon';
import { clsx } from 'clsx';

export const stepKeys = ['grid', 'type', 'bill', 'area', 'results'] as const;
export type StepKey = (typeof stepKeys)[number];

type Copy = Record<StepKey, string> & { label: string; done: string; current: string; skipped: string };

/** Spec §2.8: five steps, each a quarter of the bar; earlier steps are marked done, the type step is skipped off-grid. */
export function ProgressSteps({ current, skipped, copy }: { current: number; skipped: StepKey[]; copy: Copy }) {
  return (
    <nav aria-label={copy.label} className="z-30 border-b border-border bg-background/95 backdrop-blur sm:sticky sm:top-[132px] print:hidden">
      <div className="mx-auto max-w-site px-4 py-3 sm:px-6">
        <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
          <div
            className="h-full rounded-full bg-energy transition-[width] duration-500 motion-reduce:transition-none"
            style={{ width: `${Math.min(current, 4) * 25}%` }}
          />
        </div>
        <ol className="mt-2 grid grid-cols-5 gap-1 text-center text-xs sm:text-sm">
          {stepKeys.map((key, index) => {
            const isSkipped = skipped.includes(key);
            const done = index < current && !isSkipped;
            const isCurrent = index === current;
            return (
              <li
                key={key}
                aria-current={isCurrent ? 'step' : undefined}
                className={clsx(
                  'flex flex-col items-center gap-1',
                  isCurrent ? 'font-bold text-foreground' : 'text-muted-foreground',
                  isSkipped && 'line-through opacity-60',
                )}
              >
                <span
                  aria-hidden="true"
                  className={clsx(
                    'grid size-6 place-items-center rounded-full border text-xs font-bold',
                    done && 'border-primary bg-primary text-primary-foreground',
                    isCurrent && 'border-energy bg-energy text-white',
                    !done && !isCurrent && 'border-border bg-background',
                  )}
                >
                  {done ? <Icon name="check" className="size-3.5" /> : index + 1}
                </span>
                <span className="leading-tight">
                  {copy[key]}
                  <span className="sr-only">
                    {isSkipped ? ` (${copy.skipped})` : done ? ` (${copy.done})` : isCurrent ? ` (${copy.current})` : ''}
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      </div>
    </nav>
  );
}
