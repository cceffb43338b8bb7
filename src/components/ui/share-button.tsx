'use client';

import { Icon } from '@/components/ui/icon';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';

type Copy = { share: string; shareLabel: string; linkCopied: string; copyFailed: string };

/** Shares the current page: the device's share sheet where there is one; otherwise the address is copied and a 3-second notice says so. */
export function ShareButton({ title, text, copy }: { title: string; text: string; copy: Copy }) {
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 3000);
    return () => clearTimeout(timer);
  }, [notice]);

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setNotice(copy.linkCopied);
    } catch {
      setNotice(copy.copyFailed);
    }
  }

  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={share} aria-label={copy.shareLabel}>
        <Icon name="share-2" />
        {copy.share}
      </Button>
      <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-4">
        {notice && (
          <p className="pointer-events-auto rounded-full bg-foreground px-5 py-2.5 text-sm font-semibold text-background shadow-lg">{notice}</p>
        )}
      </div>
    </>
  );
}
