/**
 * Filters over a list in several facets at once (division, sector, solution…), without JavaScript: each facet's
 * choices are radio buttons, "all" first, and generated rules (`:has()`) hide the items whose `data-facet-{name}`
 * does not hold the chosen value, so the page stays prerendered and works with scripts off. The message for "nothing
 * matches" shows unless the choices match an item: one rule per combination some item matches. The form's own reset
 * buttons clear every choice: one beside the filters once something is chosen, one in the message.
 */

export type Facet = { name: string; legend: string; options: { value: string; label: string }[] };
export type FacetItem = Readonly<Record<string, readonly string[]>>;

const all = 'all';

/** The `data-facet-*` attributes an item of the list carries, its values space-separated. */
export const facetAttributes = (item: FacetItem): Record<string, string> =>
  Object.fromEntries(Object.entries(item).map(([name, values]) => [`data-facet-${name}`, values.join(' ')]));

/** The stylesheet that hides what the choices exclude and the "nothing matches" message when something does match. */
export function facetRules(id: string, facets: readonly Facet[], items: readonly FacetItem[]): string {
  const input = (facet: number, option: number) => `#${id}-${facet}-${option}`;
  const hide = facets.flatMap((facet, f) =>
    facet.options.map(
      (option, o) =>
        `#${id}:has(${input(f, o + 1)}:checked) [data-facet-${facet.name}]:not([data-facet-${facet.name}~="${option.value}"]){display:none}`,
    ),
  );
  // Every combination of choices some item matches: per facet "all" (0) or one of the item's values.
  const matched = new Set<string>();
  for (const item of items) {
    let combinations: number[][] = [[]];
    facets.forEach((facet) => {
      const indices = [0, ...facet.options.flatMap((option, o) => ((item[facet.name] ?? []).includes(option.value) ? [o + 1] : []))];
      combinations = combinations.flatMap((combination) => indices.map((index) => [...combination, index]));
    });
    for (const combination of combinations) matched.add(combination.map((index, f) => `:has(${input(f, index)}:checked)`).join(''));
  }
  const shown = [...matched].map((choices) => `#${id}${choices} [data-facet-empty]{display:none}`);
  const untouched = `#${id}:not(:has(input:not([value="${all}"]):checked)) [data-facet-reset]{display:none}`;
  return [...hide, ...shown, untouched].join('');
}

export function FacetFilter({
  id,
  label,
  facets,
  items,
  allLabel,
  resetLabel,
  emptyMessage,
  children,
}: {
  id: string;
  /** What the filters are, for screen readers (the form's name). */
  label: string;
  facets: readonly Facet[];
  items: readonly FacetItem[];
  allLabel: string;
  resetLabel: string;
  emptyMessage: string;
  children: React.ReactNode;
}) {
  return (
    <form id={id} aria-label={label}>
      <style>{facetRules(id, facets, items)}</style>
      <div className="mb-8 space-y-4">
        {facets.map((facet, f) => (
          <fieldset key={facet.name}>
            <legend className="mb-2 text-sm font-semibold text-muted-foreground">{facet.legend}</legend>
            <div className="flex flex-wrap gap-2">
              {[{ value: all, label: allLabel }, ...facet.options].map((option, o) => (
                <label key={option.value} className="inline-flex cursor-pointer">
                  <input
                    type="radio"
                    id={`${id}-${f}-${o}`}
                    name={`${id}-${facet.name}`}
                    value={option.value}
                    defaultChecked={o === 0}
                    className="peer sr-only"
                  />
                  <span className="inline-flex h-10 items-center rounded-full border border-border bg-card px-4 text-sm font-semibold text-foreground transition-colors peer-checked:border-(--area) peer-checked:bg-(--area) peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring hover:border-(--area) dark:peer-checked:text-brand-dark">
                    {option.label}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <ResetButton label={resetLabel} reset />
      </div>
      {children}
      <div data-facet-empty role="status" className="rounded-card border border-dashed border-border p-8 text-center">
        <p className="text-muted-foreground">{emptyMessage}</p>
        <ResetButton label={resetLabel} />
      </div>
    </form>
  );
}

function ResetButton({ label, reset = false }: { label: string; reset?: boolean }) {
  return (
    <button
      type="reset"
      {...(reset ? { 'data-facet-reset': '' } : {})}
      className="-ms-2 inline-flex min-h-10 items-center rounded-md px-2 text-sm font-semibold text-(--area) underline underline-offset-4 hover:no-underline focus-visible:outline-3 focus-visible:outline-ring"
    >
      {label}
    </button>
  );
}
