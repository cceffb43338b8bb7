'use client';

import { ErrorView } from '@/features/errors/error-view';

/** An area's frame itself failed (its header, or the staff shell's session check): the error view alone. */
export default function LocaleError(props: { error: unknown; retry: () => void }) {
  return (
    <main id="main" tabIndex={-1} className="min-h-dvh outline-none">
      <ErrorView {...props} />
    </main>
  );
}
