'use client';

import { Icon } from '@/components/ui/icon';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import type { Locale } from '@/i18n/config';
import { localizedPath, splitLocale } from '@/i18n/paths';

type Props = {
  target: Locale;
  label: string;
  name: string;
  /** Where room is short (the phone header): the language's short name instead of its full name and icon. */
  short?: boolean;
  className?: string;
};

/** Each language's short name in its own script, the same on every page (as the full names in `common.json`). */
const shortName: Record<Locale, string> = { ar: 'عربي', en: 'EN' };

const topBarClass = 'inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium hover:bg-white/10';

/**
 * Links to the same page in the other language. `lng=` lets the server remember the choice in the
 * `i18next` cookie (it then drops the parameter); the rest of the query string is kept.
 */
export function LanguageToggle(props: Props) {
  return (
    <Suspense fallback={<ToggleLink {...props} search="" />}>
      <WithSearch {...props} />
    </Suspense>
  );
}

function WithSearch(props: Props) {
  const search = useSearchParams();
  return <ToggleLink {...props} search={search?.toString() ?? ''} />;
}

function ToggleLink({ target, label, name, short, className = topBarClass, search }: Props & { search: string }) {
  const { path } = splitLocale(usePathname() ?? '/');
  const params = new URLSearchParams(search);
  params.set('lng', target);
  return (
    <Link
      href={`${localizedPath(path, target)}?${params.toString()}`}
      hrefLang={target}
      lang={target}
      aria-label={label}
      prefetch={false}
      className={className}
    >
      {short ? (
        shortName[target]
      ) : (
        <>
          <Icon name="languages" className="size-4" />
          {name}
        </>
      )}
    </Link>
  );
}
