'use client';

import { Icon } from '@/components/ui/icon';
import { useTranslations } from 'next-intl';

export type Notice = { tone: 'success' | 'error'; text: string };

/**
 * Non-blocking messages after an action. The status region is always in the page so screen readers
 * announce what is put into it; failures are announced at once as alerts.
 */
export function Notices({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  const t = useTranslations('newsAdmin.status');
  const dismiss = (
    <button
      type="button"
      onClick={onDismiss}
      aria-label={t('dismiss')}
      title={t('dismiss')}
      className="ms-auto inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-foreground/10"
    >
      <Icon name="x" className="size-4" />
    </button>
  );
  return (
    <>
      <div role="status" aria-live="polite">
        {notice?.tone === 'success' && (
          <p className="flex items-center gap-3 rounded-lg border border-primary/30 bg-primary/10 p-3 text-sm font-medium">
            <Icon name="circle-check" className="size-5 shrink-0 text-primary" />
            <span>{notice.text}</span>
            {dismiss}
          </p>
        )}
      </div>
      {notice?.tone === 'error' && (
        <div
          role="alert"
          className="flex items-center gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium text-destructive"
        >
          <Icon name="circle-exclamation-point" className="size-5 shrink-0" />
          <span>{notice.text}</span>
          {dismiss}
        </div>
      )}
    </>
  );
}
