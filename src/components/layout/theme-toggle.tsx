'use client';

import { Icon } from '@/components/ui/icon';
import { useSyncExternalStore } from 'react';
import { themeStorageKey } from './theme-script';

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const isDarkNow = () => document.body.classList.contains('dark');

/** Light by default; the choice is kept in local storage and applied before paint by ThemeScript. */
export function ThemeToggle({ labels }: { labels: { toDark: string; toLight: string } }) {
  const dark = useSyncExternalStore(subscribe, isDarkNow, () => false);

  const toggle = () => {
    const next = !isDarkNow();
    document.body.classList.toggle('dark', next);
    try {
      localStorage.setItem(themeStorageKey, next ? 'dark' : 'light');
    } catch {
      // Without storage the theme still switches for this page view.
    }
  };

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={dark}
      aria-label={dark ? labels.toLight : labels.toDark}
      title={dark ? labels.toLight : labels.toDark}
      className="inline-flex size-10 items-center justify-center rounded-md text-foreground hover:bg-muted"
    >
      {dark ? <Icon name="sun" className="size-5" /> : <Icon name="moon" className="size-5" />}
    </button>
  );
}
