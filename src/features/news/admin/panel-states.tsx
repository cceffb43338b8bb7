'use client';

import { Icon } from '@/components/ui/icon';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

export function LoadingState() {
  const t = useTranslations('newsAdmin.panel');
  return (
    <div role="status" className="rounded-card border border-border bg-card p-6 shadow-card">
      <p className="flex items-center gap-3 font-medium text-muted-foreground">
        <Icon name="loader-circle" className="size-5 animate-spin motion-reduce:animate-none" />
        {t('loading')}
      </p>
      <div aria-hidden="true" className="mt-6 space-y-3">
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="flex items-center gap-4">
            <div className="h-10 w-16 animate-pulse rounded-md bg-muted motion-reduce:animate-none" />
            <div className="h-4 flex-1 animate-pulse rounded bg-muted motion-reduce:animate-none" />
            <div className="hidden h-4 w-24 animate-pulse rounded bg-muted sm:block motion-reduce:animate-none" />
          </div>
        ))}
      </div>
    </div>
  );
}

export function LoadError({ reason, onRetry }: { reason: string; onRetry: () => void }) {
  const t = useTranslations('newsAdmin.panel');
  return (
    <div role="alert" className="rounded-card border border-destructive/40 bg-card p-8 text-center shadow-card">
      <Icon name="circle-exclamation-point" className="mx-auto size-10 text-destructive" />
      <h2 className="mt-3 text-h3 font-bold">{t('loadFailed')}</h2>
      <p className="mt-2 text-muted-foreground">{reason}</p>
      <Button className="mt-5" onClick={onRetry}>
        <Icon name="rotate-cw" />
        {t('retry')}
      </Button>
    </div>
  );
}
