'use client';

import { Icon } from '@/components/ui/icon';
import type { IconSymbol } from '@/components/ui/icon-symbols';
import { scrollBehavior } from '@/lib/reduced-motion';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useSyncExternalStore, useTransition, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { clsx } from 'clsx';
import type { RoofMapCopy } from './map/roof-map';
import { LiveEstimate, type LiveEstimateCopy } from './live-estimate';
import { customerTypes, estimateSavings, missingInputs, type CustomerType, type Grid, type Missing } from './model';
import { PointerWording } from './pointer-wording';
import { useNearViewport } from './map/use-near-viewport';
import { ProgressSteps, type StepKey } from './progress-steps';
import { calculatorSearch, parseCalculatorQuery, type QueryError } from './query';

const typeIcons: Record<CustomerType, IconSymbol> = {
  residential: 'house',
  commercial: 'store',
  industrial: 'factory',
  agricultural: 'tractor',
  healthcare: 'hospital',
  educational: 'graduation-cap',
  government: 'landmark',
  charity: 'hand-heart',
};

// Leaflet and the drawing tools arrive only when the visitor reaches the area step and it nears the screen.
const RoofMap = dynamic(() => import('./map/roof-map'), { ssr: false });

type Field = 'grid' | 'type' | 'bill' | 'area';

export type CalculatorFormCopy = {
  steps: Record<StepKey, string> & { label: string; done: string; current: string; skipped: string };
  grid: { title: string; lead: string; on: string; onBody: string; off: string; offBody: string };
  type: { title: string; lead: string; options: Record<CustomerType, string>; tariffs: Record<CustomerType, string> };
  /** `hint` for a keyboard ("press Enter"), `hintTouch` for a touch screen. */
  bill: { title: string; lead: string; label: string; hint: string; hintTouch: string; next: string };
  area: { title: string; lead: string; label: string; hint: string; fromMap: string; mapLoading: string };
  live: LiveEstimateCopy;
  calculate: string;
  calculating: string;
  missing: string;
  missingItems: Record<Missing, string>;
  errors: Record<QueryError, string>;
};

type Props = {
  action: string;
  locale: 'ar' | 'en';
  initial: { grid?: Grid; type?: CustomerType; bill: string; area: string };
  /** Messages for what the address carried wrongly, already translated. */
  initialErrors: Partial<Record<Field, string>>;
  /** Shown when the address asked for a result but something is missing. */
  missingMessage?: string;
  /** The query of the result the server rendered ('' when none): a change means new results arrived. */
  resultKey: string;
  copy: CalculatorFormCopy;
  map: { tileUrl: string; labelsUrl: string; geocoderUrl: string; copy: RoofMapCopy };
};

const noSubscription = () => () => {};

/** Brings a step into view and moves keyboard focus to its heading. */
function goTo(id: string) {
  requestAnimationFrame(() => {
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    target.querySelector<HTMLElement>('[data-step-heading]')?.focus({ preventScroll: true });
  });
}

/**
 * The calculator's questions (spec §2.8). A plain GET form, so it works without JavaScript; with it, the steps
 * guide the visitor, the map loads at the area step, and the result is fetched by updating the address.
 */
export function CalculatorForm({ action, locale, initial, initialErrors, missingMessage, resultKey, copy, map }: Props) {
  const router = useRouter();
  const [grid, setGrid] = useState<Grid | undefined>(initial.grid);
  const [type, setType] = useState<CustomerType | undefined>(initial.type);
  const [bill, setBill] = useState(initial.bill);
  const [area, setArea] = useState(initial.area);
  const [areaFromMap, setAreaFromMap] = useState(false);
  const [mapResetKey, setMapResetKey] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(initialErrors);
  const [pending, startTransition] = useTransition();
  const scrollToResults = useRef(false);

  // False in the server's HTML and while hydrating, true once the page's script runs: the steps then guide the visitor.
  const enhanced = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  const parsed = parseCalculatorQuery({ grid, type, bill: bill.trim() || undefined, area: area.trim() || undefined });
  const missing = missingInputs(parsed.query);
  const billOk = parsed.query.bill !== undefined;
  const complete = missing.length === 0 && Object.keys(parsed.errors).length === 0;
  const estimate = complete ? estimateSavings({ grid: grid!, type, bill: parsed.query.bill!, area: parsed.query.area! }) : null;

  // The step in progress: the first unanswered question, or the results once they are shown.
  const questions: Field[] = ['grid', 'type', 'bill', 'area'];
  const firstMissing = questions.findIndex((key) => missing.includes(key) || Boolean(parsed.errors[key]));
  const current = firstMissing === -1 ? (resultKey && resultKey === calculatorSearch(parsed.query) ? 4 : 3) : firstMissing;
  const mapReached = current >= 3;
  const mapSlot = useRef<HTMLDivElement>(null);
  const mapNear = useNearViewport(mapSlot, enhanced && mapReached);

  useEffect(() => {
    if (!pending && scrollToResults.current && resultKey) {
      scrollToResults.current = false;
      requestAnimationFrame(() => {
        const results = document.getElementById('results');
        results?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
        results?.focus({ preventScroll: true });
      });
    }
  }, [pending, resultKey]);

  const clearError = (field: Field) => setErrors((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous));

  // Arrow keys move through a radio group's options: they choose without jumping ahead; a click, Space or Enter answers.
  const chooseGrid = (value: Grid, advance: boolean) => {
    setGrid(value);
    clearError('grid');
    if (advance) goTo(value === 'on' ? 'step-type' : 'step-bill');
  };

  const chooseType = (value: CustomerType, advance: boolean) => {
    setType(value);
    clearError('type');
    if (advance) goTo('step-bill');
  };

  const showFieldError = (field: 'bill' | 'area') => {
    const error = parsed.errors[field] ?? (parsed.query[field] === undefined ? `${field}Invalid` : undefined);
    setErrors((previous) => ({ ...previous, [field]: error ? copy.errors[error as QueryError] : undefined }));
    return !error;
  };

  const billDone = () => {
    if (showFieldError('bill')) goTo('step-area');
  };

  const onBillKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    billDone();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete) {
      const shown: Partial<Record<Field, string>> = {};
      for (const field of ['bill', 'area'] as const) {
        const error = parsed.errors[field] ?? (missing.includes(field) ? `${field}Invalid` : undefined);
        if (error) shown[field] = copy.errors[error as QueryError];
      }
      setErrors(shown);
      return;
    }
    scrollToResults.current = true;
    startTransition(() => router.push(`${action}${calculatorSearch(parsed.query)}#results`, { scroll: false }));
  };

  // A value the calculator cannot use is said at once (an outline larger than the limit, a typo), not only on submit.
  const liveError = (field: 'bill' | 'area') => errors[field] ?? (parsed.errors[field] ? copy.errors[parsed.errors[field]] : undefined);
  const billError = liveError('bill');
  const areaError = liveError('area');

  const missingText = missing.map((key) => copy.missingItems[key]).join(locale === 'ar' ? '، ' : ', ');

  return (
    <>
      <ProgressSteps current={current} skipped={grid === 'off' ? ['type'] : []} copy={copy.steps} />
      {/* A desktop puts the questions beside the estimate as it stands; a phone shows one after the other. */}
      <form
        id="calculator"
        method="get"
        action={action}
        onSubmit={onSubmit}
        noValidate
        className="mx-auto grid max-w-site gap-6 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8"
      >
        <div className="space-y-6">
          <Step id="step-grid" number={1} title={copy.grid.title} lead={copy.grid.lead} error={errors.grid}>
            <div role="radiogroup" aria-labelledby="step-grid-title" className="grid gap-4 sm:grid-cols-2">
              {(
                [
                  { value: 'on', label: copy.grid.on, body: copy.grid.onBody, icon: 'plug-zap' },
                  { value: 'off', label: copy.grid.off, body: copy.grid.offBody, icon: 'sun-medium' },
                ] as const
              ).map((option) => (
                <ChoiceCard
                  key={option.value}
                  name="grid"
                  value={option.value}
                  checked={grid === option.value}
                  onChoose={(advance) => chooseGrid(option.value, advance)}
                >
                  <Icon name={option.icon} className="size-7 text-energy" />
                  <span className="text-lg font-bold">{option.label}</span>
                  <span className="text-sm text-muted-foreground">{option.body}</span>
                </ChoiceCard>
              ))}
            </div>
          </Step>

          {grid !== 'off' && (
            <Step id="step-type" number={2} title={copy.type.title} lead={copy.type.lead} error={errors.type}>
              <div role="radiogroup" aria-labelledby="step-type-title" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                {customerTypes.map((value) => {
                  return (
                    <ChoiceCard
                      key={value}
                      name="type"
                      value={value}
                      checked={type === value}
                      onChoose={(advance) => chooseType(value, advance)}
                      compact
                    >
                      <Icon name={typeIcons[value]} className="size-5 text-primary" />
                      <span className="font-semibold">{copy.type.options[value]}</span>
                      <span className="text-xs text-muted-foreground">{copy.type.tariffs[value]}</span>
                    </ChoiceCard>
                  );
                })}
              </div>
            </Step>
          )}

          <Step id="step-bill" number={grid === 'off' ? 2 : 3} title={copy.bill.title} lead={copy.bill.lead}>
            <div className="flex flex-wrap items-end gap-3">
              <div className="flex min-w-56 flex-1 flex-col gap-1.5">
                <label htmlFor="calculator-bill" className="text-sm font-semibold">
                  {copy.bill.label}
                </label>
                <input
                  id="calculator-bill"
                  name="bill"
                  inputMode="decimal"
                  autoComplete="off"
                  value={bill}
                  onChange={(event) => {
                    setBill(event.target.value);
                    clearError('bill');
                  }}
                  onKeyDown={onBillKey}
                  aria-invalid={billError ? true : undefined}
                  aria-describedby={billError ? 'calculator-bill-error calculator-bill-hint' : 'calculator-bill-hint'}
                  className={clsx(
                    'w-full rounded-lg border bg-background px-3.5 py-2.5 text-lg tabular-nums',
                    billError ? 'border-destructive' : 'border-border',
                  )}
                />
              </div>
              {/* Before the page is alive (or without script) "Continue" is a plain link to the next question. */}
              {enhanced ? (
                <Button type="button" variant="outline" size="lg" onClick={billDone} disabled={!billOk}>
                  {copy.bill.next}
                </Button>
              ) : (
                <a href="#step-area" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
                  {copy.bill.next}
                </a>
              )}
            </div>
            <p id="calculator-bill-hint" className="text-sm text-muted-foreground">
              <PointerWording pointer={copy.bill.hint} touch={copy.bill.hintTouch} />
            </p>
            <FieldError id="calculator-bill-error" message={billError} />
          </Step>

          <Step id="step-area" number={grid === 'off' ? 3 : 4} title={copy.area.title} lead={copy.area.lead}>
            {enhanced && mapReached && (
              <div ref={mapSlot} className="relative min-h-[500px]">
                <p className="absolute inset-0 grid place-items-center rounded-card bg-muted text-muted-foreground">{copy.area.mapLoading}</p>
                {mapNear && (
                  <div className="relative">
                    <RoofMap
                      locale={locale}
                      tileUrl={map.tileUrl}
                      labelsUrl={map.labelsUrl}
                      geocoderUrl={map.geocoderUrl}
                      copy={map.copy}
                      resetKey={mapResetKey}
                      onAreaChange={(value) => {
                        setArea(value === null ? '' : String(value));
                        setAreaFromMap(value !== null);
                        clearError('area');
                      }}
                    />
                  </div>
                )}
              </div>
            )}
            <div className="flex max-w-xs flex-col gap-1.5">
              <label htmlFor="calculator-area" className="text-sm font-semibold">
                {copy.area.label}
              </label>
              <input
                id="calculator-area"
                name="area"
                inputMode="decimal"
                autoComplete="off"
                value={area}
                onChange={(event) => {
                  setArea(event.target.value);
                  if (areaFromMap) setMapResetKey((key) => key + 1);
                  setAreaFromMap(false);
                  clearError('area');
                }}
                aria-invalid={areaError ? true : undefined}
                aria-describedby={areaError ? 'calculator-area-error calculator-area-hint' : 'calculator-area-hint'}
                className={clsx(
                  'w-full rounded-lg border bg-background px-3.5 py-2.5 text-lg tabular-nums',
                  areaError ? 'border-destructive' : 'border-border',
                )}
              />
              <p id="calculator-area-hint" className="text-sm text-muted-foreground">
                {areaFromMap ? copy.area.fromMap : copy.area.hint}
              </p>
              <FieldError id="calculator-area-error" message={areaError} />
            </div>
          </Step>
        </div>

        <LiveEstimate estimate={estimate} locale={locale} copy={copy.live}>
          {missingMessage && !complete && (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-3 font-medium text-destructive"
            >
              <Icon name="circle-exclamation-point" className="mt-0.5 size-5 shrink-0" />
              {enhanced ? copy.missing.replace('{items}', missingText) : missingMessage}
            </p>
          )}

          {(!enhanced || complete) && (
            <Button type="submit" size="xl" variant="energy" disabled={pending} aria-disabled={pending} className="w-full">
              <Icon name="calculator" />
              {pending ? copy.calculating : copy.calculate}
            </Button>
          )}
        </LiveEstimate>
      </form>
    </>
  );
}

function Step({
  id,
  number,
  title,
  lead,
  error,
  children,
}: {
  id: string;
  number: number;
  title: string;
  lead: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-40 space-y-4 rounded-card sm:scroll-mt-56 border border-border bg-card p-6 shadow-card"
    >
      <div className="flex items-start gap-4">
        <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-full bg-primary font-bold text-primary-foreground">
          {number}
        </span>
        <div>
          <h2 id={`${id}-title`} data-step-heading tabIndex={-1} className="text-h3 font-bold outline-none">
            {title}
          </h2>
          <p className="mt-1 text-muted-foreground">{lead}</p>
        </div>
      </div>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </section>
  );
}

function ChoiceCard({
  name,
  value,
  checked,
  onChoose,
  compact,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChoose: (advance: boolean) => void;
  compact?: boolean;
  children: ReactNode;
}) {
  const byArrow = useRef(false);
  return (
    <label
      className={clsx(
        'flex cursor-pointer flex-col gap-1.5 rounded-card border-2 transition-colors has-focus-visible:ring-3 has-focus-visible:ring-ring',
        compact ? 'items-center p-3 text-center' : 'p-5',
        checked ? 'border-energy bg-energy-soft/60' : 'border-border bg-background hover:border-energy/60',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onKeyDown={(event) => {
          byArrow.current = event.key.startsWith('Arrow');
          if (event.key === 'Enter') {
            event.preventDefault();
            onChoose(true);
          }
        }}
        onChange={() => {
          onChoose(!byArrow.current);
          byArrow.current = false;
        }}
        className="sr-only"
      />
      {children}
    </label>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
