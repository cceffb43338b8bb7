'use client';

import { useLinkStatus } from 'next/link';

/** Inside a filter link: a small spinner while the list it asks for is on its way. */
export function LinkPending() {
  const { pending } = useLinkStatus();
  return pending ? (
    <span
      aria-hidden="true"
      className="ms-1.5 inline-block size-3 animate-spin rounded-full border-2 border-current border-e-transparent motion-reduce:animate-none"
    />
  ) : null;
}
