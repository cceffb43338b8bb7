'use client';

import { Icon } from '@/components/ui/icon';
import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import { cn } from '@/lib/cn';

type Props = {
  locale: Locale;
  ready: boolean;
  refreshing: boolean;
  statsOpen: boolean;
  addButtonRef: RefObject<HTMLButtonElement | null>;
  onRefresh: () => void;
  onToggleStats: () => void;
  onAdd: (trigger: HTMLButtonElement) => void;
};

/** The back link to the energy site and the panel's actions: refresh, statistics, add. */
export function PanelHeader({ locale, ready, refreshing, statsOpen, addButtonRef, onRefresh, onToggleStats, onAdd }: Props) {
  const t = useTranslations('newsAdmin.panel');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <a href={localizedPath('/energy/home', locale)} className={buttonVariants({ variant: 'link', size: 'inline' })}>
        <Icon name="arrow-left" className="flip-rtl" />
        {t('backToEnergy')}
      </a>
      <div role="group" aria-label={t('actions')} className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={onRefresh} disabled={!ready || refreshing}>
          <Icon name="refresh-cw" className={cn(refreshing && 'animate-spin motion-reduce:animate-none')} />
          {refreshing ? t('refreshing') : t('refresh')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={onToggleStats}
          disabled={!ready}
          aria-expanded={statsOpen}
          aria-controls="news-stats"
          className="aria-expanded:border-primary aria-expanded:bg-secondary"
        >
          <Icon name="chart-column" />
          {t('statistics')}
        </Button>
        <button
          type="button"
          ref={addButtonRef}
          className={buttonVariants({ size: 'sm' })}
          onClick={(event) => onAdd(event.currentTarget)}
          disabled={!ready}
        >
          <Icon name="plus" />
          {t('add')}
        </button>
      </div>
    </div>
  );
}
