'use client';

import { Icon } from '@/components/ui/icon';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';

type Props = {
  open: boolean;
  busy: boolean;
  title: string;
  message: string;
  detail: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A modal confirmation on the native <dialog>: focus starts on Cancel (the safe choice), Escape
 * closes it, and the browser keeps focus inside while it is open.
 */
export function ConfirmDialog({ open, busy, title, message, detail, onConfirm, onCancel }: Props) {
  const t = useTranslations('newsAdmin.confirm');
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      cancel.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="news-confirm-title"
      aria-describedby="news-confirm-message news-confirm-detail"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      onClose={() => {
        if (open) onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-card border border-border bg-card p-6 text-foreground shadow-lift backdrop:bg-[rgb(10_37_38/0.6)]"
    >
      <div className="flex gap-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <Icon name="triangle-exclamation-point" className="size-5" />
        </span>
        <div className="space-y-2">
          <h2 id="news-confirm-title" className="text-h3 font-bold">
            {title}
          </h2>
          <p id="news-confirm-message" className="font-medium">
            {message}
          </p>
          <p id="news-confirm-detail" className="text-sm text-muted-foreground">
            {detail}
          </p>
        </div>
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" ref={cancel} onClick={onCancel} disabled={busy} className={buttonVariants({ variant: 'outline' })}>
          {t('cancel')}
        </button>
        <Button variant="destructive" onClick={onConfirm} disabled={busy}>
          {busy ? t('deleting') : t('confirm')}
        </Button>
      </div>
    </dialog>
  );
}
