'use client';

import { LazyErrorView } from '@/features/errors/lazy-boundary-views';

/** An area's frame itself failed (its header, or the staff shell's session check): the error view alone. */
export default function LocaleError(props: { error: unknown; retry: () => void }) {
  return (
    <main id="main" tabIndex={-1} className="min-h-dvh outline-none">
      <LazyErrorView {...props} />
    </main>
  );
}
