'use client';

import { Icon } from '@/components/ui/icon';
import { useId, useRef, type ReactNode } from 'react';
import { clsx } from 'clsx';

/** Browsers with invoker commands run `commandfor` themselves; older ones get the same from the click handlers. */
const invokers = () => typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;

/**
 * A button that opens a modal on the native <dialog>: focus moves into it and stays there, Escape, the
 * close button and a click on the backdrop close it (a click inside the content does not), and focus
 * returns to the button. The content is rendered on the server and passed in.
 *
 * The buttons are HTML invoker commands (`commandfor` + `command="show-modal"`/`"close"`), so they work
 * from the first paint, before this island has hydrated and with scripts off; the script only adds the
 * click on a full-screen backdrop and opens the dialog in browsers without invoker commands.
 */
export function DialogIsland({
  trigger,
  triggerClassName,
  triggerLabel,
  title,
  closeLabel,
  size = 'medium',
  children,
}: {
  trigger: ReactNode;
  triggerClassName?: string;
  /** Accessible name of the trigger when its content is only an image. */
  triggerLabel?: string;
  title: string;
  closeLabel: string;
  /** `full` is the lightbox: the content fills the screen on a dark backdrop. */
  size?: 'medium' | 'full';
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  const titleId = `${dialogId}-title`;
  const close = () => dialog.current?.close();

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-label={triggerLabel}
        className={triggerClassName}
        commandfor={dialogId}
        command="show-modal"
        onClick={() => {
          if (!invokers()) dialog.current?.showModal();
        }}
      >
        {trigger}
      </button>
      <dialog
        ref={dialog}
        id={dialogId}
        aria-labelledby={titleId}
        // A click on the backdrop closes it, natively where supported (the full-screen lightbox has no backdrop of its own).
        closedby="any"
        onClick={(event) => {
          if (event.target === dialog.current) close();
        }}
        onClose={() => button.current?.focus()}
        className={clsx(
          'm-auto overflow-visible bg-transparent p-0 text-foreground backdrop:bg-[rgb(8_25_26/0.78)] backdrop:backdrop-blur-sm',
          size === 'full' ? 'h-dvh max-h-none w-screen max-w-none' : 'w-[min(48rem,calc(100vw-2rem))]',
        )}
      >
        <div
          className={clsx(
            'relative',
            size === 'full'
              ? 'pointer-events-none flex h-full flex-col items-center justify-center gap-4 p-4 sm:p-10'
              : 'max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-card border border-border bg-card shadow-lift',
          )}
        >
          <div
            className={clsx(
              'flex items-start justify-between gap-4',
              size === 'full' ? 'pointer-events-auto w-full max-w-6xl text-white' : 'sticky top-0 z-10 border-b border-border bg-card px-6 py-4',
            )}
          >
            <h2 id={titleId} className="text-h3 font-bold">
              {title}
            </h2>
            <button
              type="button"
              commandfor={dialogId}
              command="close"
              onClick={() => {
                if (!invokers()) close();
              }}
              className={clsx(
                'grid size-10 shrink-0 cursor-pointer place-items-center rounded-full focus-visible:outline-3 focus-visible:outline-ring',
                size === 'full' ? 'bg-white/15 text-white hover:bg-white/25' : 'bg-muted hover:bg-secondary',
              )}
            >
              <Icon name="x" className="size-5" />
              <span className="sr-only">{closeLabel}</span>
            </button>
          </div>
          <div className={size === 'full' ? 'pointer-events-auto w-full max-w-6xl' : 'p-6'}>{children}</div>
        </div>
      </dialog>
    </>
  );
}
