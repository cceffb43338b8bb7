'use client';

import { Icon } from '@/components/ui/icon';
import { clsx } from 'clsx';
import { useEffect, useSyncExternalStore } from 'react';
import { applyStoredTheme, darkSchemeQuery, storedTheme, themeStorageKey } from './theme-script';

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const isDarkNow = () => document.body.classList.contains('dark');

/**
 * Follows the device's setting until the visitor chooses; the choice is then kept in local storage and applied before
 * paint by ThemeScript on every later page.
 */
export function ThemeToggle({ labels, className }: { labels: { toDark: string; toLight: string }; className?: string }) {
  const dark = useSyncExternalStore(subscribe, isDarkNow, () => false);

  // Without a choice of their own, a visitor whose device switches (e.g. at sunset) sees the page switch with it.
  useEffect(() => {
    const query = window.matchMedia?.(darkSchemeQuery);
    const follow = () => {
      if (!storedTheme()) applyStoredTheme();
    };
    query?.addEventListener('change', follow);
    return () => query?.removeEventListener('change', follow);
  }, []);

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
      className={clsx('inline-flex size-10 items-center justify-center rounded-md text-foreground hover:bg-muted', className)}
    >
      {dark ? <Icon name="sun" className="size-5" /> : <Icon name="moon" className="size-5" />}
    </button>
  );
}
