import type { ReactNode } from 'react';
import type { AreaVariant } from '@/components/sections/actions';
import { SplitHero } from '@/components/sections/split-hero';
import { SearchBox } from '@/components/ui/search-box';

export type SearchCopy = { label: string; placeholder: string; button: string };

/**
 * The band every error and not-found page shows under the site's header: what happened, the ways on
 * (`children`: buttons and links), the site search, and the scene of the area's artwork. Server and client
 * pages both render it (the error boundaries are client components), so it holds no copy of its own.
 */
export function ErrorHero({
  eyebrow,
  heading,
  body,
  image,
  search,
  variant,
  note,
  children,
}: {
  eyebrow: string;
  heading: string;
  body: string;
  image: string;
  search: SearchCopy & { action: string };
  variant: AreaVariant;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <SplitHero
      eyebrow={eyebrow}
      title={heading}
      lead={body}
      image={image}
      // Every page carries the not-found view in its payload, so its picture must not be preloaded everywhere.
      preload={false}
      actions={
        <div className="space-y-6">
          <div className="flex flex-wrap gap-3">{children}</div>
          <div className="max-w-xl">
            <SearchBox id="error-search" defaultValue="" variant={variant} {...search} />
          </div>
          {note}
        </div>
      }
    />
  );
}
