'use client';

import { Icon } from '@/components/ui/icon';
import { useCallback, useEffect, useId, useRef, useState } from 'react';

/** Lower case without diacritics or tatweel, with one form of alef, so "bga" finds "BGA" and «الالواح» finds «الألواح». */
export function searchable(text: string) {
  return text
    .toLocaleLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The search box over a table the server rendered (`tableId`): rows (`tr[data-row]`) whose capability or
 * value does not contain the words are hidden; the category chips around the table hide rows by CSS, so the
 * count reads what is actually shown. `counts[n]` is the sentence for n rows shown, prepared on the server in
 * the page's language; `empty` holds `\u0000` where the query goes.
 */
export function TableSearchIsland({
  tableId,
  label,
  placeholder,
  clearLabel,
  counts,
  empty,
}: {
  tableId: string;
  label: string;
  placeholder: string;
  clearLabel: string;
  counts: string[];
  empty: string;
}) {
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(counts.length - 1);

  const latest = useRef('');

  const filter = useCallback(
    (text: string) => {
      const table = document.getElementById(tableId);
      if (!table) return;
      const words = searchable(text).split(' ').filter(Boolean);
      let visible = 0;
      for (const row of Array.from(table.querySelectorAll<HTMLTableRowElement>('tr[data-row]'))) {
        const content = searchable(row.textContent ?? '');
        row.hidden = !words.every((word) => content.includes(word));
        if (row.getClientRects().length > 0) visible += 1;
      }
      setShown(visible);
    },
    [tableId],
  );

  useEffect(() => {
    // The category chips live around the table: recount when one is chosen.
    const scope = document.getElementById(tableId)?.closest('[data-chips]');
    const recount = () => filter(latest.current);
    scope?.addEventListener('change', recount);
    return () => scope?.removeEventListener('change', recount);
  }, [filter, tableId]);

  const search = (text: string) => {
    latest.current = text;
    setQuery(text);
    filter(text);
  };

  const [before, after] = empty.split('\u0000');
  return (
    <div className="mb-6 space-y-3">
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <div className="relative max-w-md">
        <Icon name="search" className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" />
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => search(event.target.value)}
          placeholder={placeholder}
          aria-controls={tableId}
          autoComplete="off"
          // One clear button: ours (below), which keyboard users reach by Tab; the browser's own is hidden.
          className="h-12 w-full rounded-full border border-border bg-card ps-12 pe-12 text-base text-foreground shadow-card placeholder:text-muted-foreground focus-visible:border-(--area) [&::-webkit-search-cancel-button]:appearance-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
        {query && (
          <button
            type="button"
            onClick={() => search('')}
            aria-label={clearLabel}
            className="absolute end-1.5 top-1/2 grid size-9 -translate-y-1/2 cursor-pointer place-items-center rounded-full hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring"
          >
            <Icon name="x" className="size-4" />
          </button>
        )}
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {shown === 0 && query ? (
          <>
            {before}
            <bdi>{query.trim()}</bdi>
            {after}
          </>
        ) : (
          counts[shown]
        )}
      </p>
    </div>
  );
}
