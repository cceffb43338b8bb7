'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Locale } from '@/i18n/config';
import type { ArticleJson } from '@/features/news/article-json';
import type { NewsCategory, NewsSection } from '@/features/news/types';
import { ArticleForm, type FormMode } from './article-form';
import { ArticlesTable } from './articles-table';
import { ConfirmDialog } from './confirm-dialog';
import { NewsStats } from './news-stats';
import { Notices, type Notice } from './notices';
import { PanelHeader } from './panel-header';
import { LoadError, LoadingState } from './panel-states';
import { requestJson, useFailureText, type Failure, type Outcome } from './request';
import { Toolbar, filterArticles, noFilters, type Filters } from './toolbar';

export type PanelData = { articles: ArticleJson[]; sections: NewsSection[]; categories: NewsCategory[] };

type LoadState = { phase: 'loading' } | { phase: 'error'; failure: Failure } | { phase: 'ready'; data: PanelData };
type OpenForm = { mode: FormMode; article?: ArticleJson };
type PendingDelete = { ids: number[]; many: boolean };

const API = '/api/admin/news';

const newestFirst = (a: ArticleJson, b: ArticleJson) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id;

function toLoadState(outcome: Outcome<PanelData>): LoadState {
  if (!outcome.ok) return { phase: 'error', failure: outcome.failure };
  return { phase: 'ready', data: { ...outcome.data, articles: [...outcome.data.articles].sort(newestFirst) } };
}

/** The news editor's panel: loading → load error (Retry) → the list, with the article form and delete confirmations. */
export function NewsAdmin({ locale }: { locale: Locale }) {
  const t = useTranslations('newsAdmin');
  const failureText = useFailureText();
  const [load, setLoad] = useState<LoadState>({ phase: 'loading' });
  const [refreshing, setRefreshing] = useState(false);
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [statsOpen, setStatsOpen] = useState(false);
  const [form, setForm] = useState<OpenForm | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let active = true;
    requestJson<PanelData>(API).then((outcome) => {
      if (active) setLoad(toLoadState(outcome));
    });
    return () => {
      active = false;
    };
  }, []);

  /** Fetches the list again; the current list stays on screen until the answer comes (unless `fromScratch`). */
  const reload = useCallback(async (fromScratch = false) => {
    if (fromScratch) setLoad({ phase: 'loading' });
    else setRefreshing(true);
    const next = toLoadState(await requestJson<PanelData>(API));
    setRefreshing(false);
    setLoad(next);
  }, []);

  // Back to the button that opened the form once it closes (or to "Add article" if that row is gone).
  useEffect(() => {
    if (form || !returnFocus.current) return;
    const target = returnFocus.current.isConnected ? returnFocus.current : addButton.current;
    returnFocus.current = null;
    target?.focus();
  }, [form]);

  const data = load.phase === 'ready' ? load.data : undefined;
  const visible = useMemo(() => (data ? filterArticles(data.articles, filters) : []), [data, filters]);
  const selectedVisible = useMemo(() => visible.filter((article) => selected.has(article.id)).map((article) => article.id), [visible, selected]);

  const openForm = (mode: FormMode, article: ArticleJson | undefined, trigger: HTMLElement | null) => {
    returnFocus.current = trigger;
    setNotice(null);
    setForm({ mode, article });
  };

  const onSaved = async (mode: FormMode) => {
    await reload();
    setForm(null);
    setNotice({ tone: 'success', text: t(mode === 'edit' ? 'status.updated' : mode === 'duplicate' ? 'status.duplicated' : 'status.created') });
  };

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    const { ids, many } = pendingDelete;
    setDeleting(true);
    const outcome = many
      ? await requestJson<{ deleted: number }>(`${API}/delete`, { method: 'POST', body: { ids } })
      : await requestJson<{ deleted: number }>(`${API}/${ids[0]}`, { method: 'DELETE' });
    setDeleting(false);
    setPendingDelete(null);
    if (!outcome.ok) {
      setNotice({ tone: 'error', text: t('status.deleteFailed', { reason: failureText(outcome.failure) }) });
      return;
    }
    setSelected((previous) => new Set([...previous].filter((id) => !ids.includes(id))));
    await reload();
    setNotice({ tone: 'success', text: t('status.deleted', { count: outcome.data.deleted }) });
    listHeading.current?.focus();
  };

  const retry = () => {
    if (load.phase === 'error' && load.failure.kind === 'status' && load.failure.status === 401) window.location.reload();
    else void reload(true);
  };

  return (
    <div className="space-y-6">
      <Notices notice={notice} onDismiss={() => setNotice(null)} />

      <div hidden={form !== null} className="space-y-6">
        <PanelHeader
          locale={locale}
          ready={Boolean(data)}
          refreshing={refreshing}
          statsOpen={statsOpen}
          addButtonRef={addButton}
          onRefresh={() => void reload()}
          onToggleStats={() => setStatsOpen((open) => !open)}
          onAdd={(trigger) => openForm('add', undefined, trigger)}
        />
        {load.phase === 'loading' && <LoadingState />}
        {load.phase === 'error' && <LoadError reason={failureText(load.failure)} onRetry={retry} />}
        {data && (
          <>
            <NewsStats id="news-stats" hidden={!statsOpen} locale={locale} articles={data.articles} categories={data.categories} />
            <Toolbar locale={locale} filters={filters} onChange={setFilters} sections={data.sections} categories={data.categories} />
            <ArticlesTable
              locale={locale}
              headingRef={listHeading}
              articles={visible}
              total={data.articles.length}
              sections={data.sections}
              selected={selected}
              selectedVisible={selectedVisible}
              filtered={visible.length !== data.articles.length}
              onSelect={setSelected}
              onClearFilters={() => setFilters(noFilters)}
              onEdit={(article, trigger) => openForm('edit', article, trigger)}
              onDuplicate={(article, trigger) => openForm('duplicate', article, trigger)}
              onDelete={(article) => setPendingDelete({ ids: [article.id], many: false })}
              onDeleteSelected={() => setPendingDelete({ ids: selectedVisible, many: true })}
            />
          </>
        )}
      </div>

      {form && data && (
        <ArticleForm
          key={`${form.mode}-${form.article?.id ?? 'new'}`}
          locale={locale}
          mode={form.mode}
          article={form.article}
          sections={data.sections}
          categories={data.categories}
          onCancel={() => setForm(null)}
          onSaved={onSaved}
        />
      )}

      <ConfirmDialog
        open={pendingDelete !== null}
        busy={deleting}
        title={t(pendingDelete?.many ? 'confirm.titleMany' : 'confirm.titleOne')}
        message={pendingDelete?.many ? t('confirm.many', { count: pendingDelete.ids.length }) : t('confirm.one')}
        detail={t('confirm.permanent')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </div>
  );
}
