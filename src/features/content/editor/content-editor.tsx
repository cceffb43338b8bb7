'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PageDocument } from '@/components/sections/blocks/document';
import type { Gap } from '@/components/sections/blocks/gaps';
import { Button, buttonVariants } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { FieldIssue } from '@/features/content/validation';
import { requestJson } from '@/features/news/admin/request';
import { cn } from '@/lib/cn';
import { EditorContext, pathKey, type EditorContextValue, type PageChoice } from './editor-context';
import { Field, FormPart, ObjectFields } from './fields';
import { fieldId, setAt, type Path, type RootSchema } from './json-schema';
import { differingPaths, usePathWords } from './path-words';
import { SeoPreview, type SiteFacts } from './seo-preview';
import { documentApiPath, publishApiPath } from '../paths';

type Status = 'saved' | 'unsaved' | 'saving' | 'failed' | 'refused' | 'stale';
type Other = { version: number; data: PageDocument; updatedBy: string | null; updatedAt: string };

export type ContentEditorProps = {
  id: string;
  schema: RootSchema;
  draft: { data: PageDocument; version: number; publishedVersion: number | null; gaps: Gap[] };
  pages: PageChoice[];
  choiceLabels: Record<string, Record<string, string>>;
  /** The kinds of section an entry's collection allows (decision 013); any for a fixed page. */
  allowedKinds?: readonly string[];
  links: { previewAr: string; previewEn: string; previewFrame: string; history: string; page: string };
  site: SiteFacts;
  /** A version just restored from the history, to say so. */
  restored?: number;
};

/** How long typing may pause before the draft is saved. */
const autosaveMs = 1500;

/**
 * The page editor: the document's fields drawn from its schema, both languages side by side, saved as a draft a
 * moment after each change (never over someone else's save), and published once nothing is missing.
 */
export function ContentEditor({ id, schema, draft, pages, choiceLabels, allowedKinds, links, site, restored }: ContentEditorProps) {
  const t = useTranslations('contentAdmin.editor');
  const format = useFormatter();
  const pathWords = usePathWords();
  const [data, setData] = useState<PageDocument>(draft.data);
  const [version, setVersion] = useState(draft.version);
  const [publishedVersion, setPublishedVersion] = useState(draft.publishedVersion);
  const [status, setStatus] = useState<Status>('saved');
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [gaps, setGaps] = useState<Gap[]>(draft.gaps);
  const [refusedGaps, setRefusedGaps] = useState<Gap[]>([]);
  const [other, setOther] = useState<Other | null>(null);
  const [notice, setNotice] = useState<string | null>(restored ? t('restored', { version: restored }) : null);
  const [publishing, setPublishing] = useState(false);
  const [phoneLanguage, setPhoneLanguage] = useState<'ar' | 'en'>('ar');
  const [openBlocks, setOpenBlocks] = useState<ReadonlySet<string>>(() => new Set());
  // What the saves send: the newest words and the version they go on top of, read when a save starts.
  const latest = useRef({ data: draft.data, version: draft.version });
  useEffect(() => {
    latest.current.data = data;
  }, [data]);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const change = useCallback((path: Path, value: unknown) => {
    setData((current) => setAt(current, path, value) as PageDocument);
    setStatus((current) => (current === 'stale' ? 'stale' : 'unsaved'));
    setNotice(null);
  }, []);

  const toggleBlock = useCallback((key: string, open?: boolean) => {
    setOpenBlocks((current) => {
      const next = new Set(current);
      if (open ?? !next.has(key)) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  /** Saves what is on screen on top of `baseVersion` (the version shown, unless the editor chose to save over another's). */
  const save = useCallback(
    (baseVersion?: number) => {
      queue.current = queue.current.then(async () => {
        const snapshot = latest.current.data;
        setStatus('saving');
        const outcome = await requestJson<{ version: number; gaps: Gap[] }>(documentApiPath(id), {
          method: 'PUT',
          body: { baseVersion: baseVersion ?? latest.current.version, data: snapshot, sitting: baseVersion === undefined },
        });
        if (outcome.ok) {
          latest.current.version = outcome.data.version;
          setVersion(outcome.data.version);
          setGaps(outcome.data.gaps);
          setIssues([]);
          setOther(null);
          setStatus(latest.current.data === snapshot ? 'saved' : 'unsaved');
          return;
        }
        const { failure } = outcome;
        if (failure.kind === 'status' && failure.status === 409) {
          setOther((failure.body as { current: Other }).current);
          setStatus('stale');
        } else if (failure.kind === 'status' && failure.status === 422) {
          setIssues((failure.body as { issues: FieldIssue[] }).issues);
          setStatus('refused');
        } else {
          setStatus('failed');
        }
      });
      return queue.current;
    },
    [id],
  );

  useEffect(() => {
    if (status !== 'unsaved') return;
    const timer = setTimeout(() => void save(), autosaveMs);
    return () => clearTimeout(timer);
  }, [data, status, save]);

  // Leaving with changes not yet saved asks first.
  useEffect(() => {
    if (status === 'saved') return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [status]);

  /** Takes the editor to a field: opens its section, shows its language on a phone, and focuses it. */
  const goTo = useCallback(
    (path: Path, language?: 'ar' | 'en') => {
      if (path[0] === 'blocks' && typeof path[1] === 'number') toggleBlock(pathKey(path.slice(0, 2)), true);
      if (language) setPhoneLanguage(language);
      requestAnimationFrame(() => {
        const target = document.getElementById(fieldId(path, language)) ?? document.getElementById(fieldId(path));
        target?.scrollIntoView({ block: 'center' });
        target?.focus();
      });
    },
    [toggleBlock],
  );

  async function publish() {
    setPublishing(true);
    setRefusedGaps([]);
    if (latest.current.data !== data || status !== 'saved') await save();
    const outcome = await requestJson<{ publishedVersion: number }>(publishApiPath(id), {
      method: 'POST',
      body: { version: latest.current.version },
    });
    setPublishing(false);
    if (outcome.ok) {
      setPublishedVersion(outcome.data.publishedVersion);
      setNotice(t('published'));
    } else if (outcome.failure.kind === 'status' && outcome.failure.status === 422) {
      setRefusedGaps((outcome.failure.body as { gaps: Gap[] }).gaps);
    } else {
      setNotice(t('publishFailed'));
    }
  }

  const context = useMemo<EditorContextValue>(
    () => ({
      root: schema,
      data,
      change,
      issues: new Map(issues.map((issue) => [pathKey(issue.path), issue])),
      gaps: new Map(gaps.map((gap) => [pathKey(gap.path), gap])),
      phoneLanguage,
      pages,
      choiceLabels,
      allowedKinds,
      openBlocks,
      toggleBlock,
    }),
    [schema, data, change, issues, gaps, phoneLanguage, pages, choiceLabels, allowedKinds, openBlocks, toggleBlock],
  );
  const properties = schema.properties ?? {};
  const settings = { type: 'object', properties: { seo: properties.seo!, card: properties.card!, enquiry: properties.enquiry! }, required: ['seo'] };
  const upToDate = status === 'saved' && version === publishedVersion;

  return (
    <EditorContext.Provider value={context}>
      <datalist id="content-editor-pages">
        {pages.map((page) => (
          <option key={page.id} value={page.path}>
            {page.title}
          </option>
        ))}
      </datalist>
      {/* Sticky from 1024 px; on a phone only the language switch stays in view, so the form keeps the screen. */}
      <div className="-mx-4 border-b border-border bg-background/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:sticky lg:top-0 lg:z-20">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <p
              role="status"
              className={cn('font-semibold', (status === 'failed' || status === 'refused' || status === 'stale') && 'text-destructive')}
            >
              {t(`status.${status}`)}
            </p>
            <p className="text-sm text-muted-foreground">
              {publishedVersion === null
                ? t('neverPublished', { version })
                : upToDate
                  ? t('publishedCurrent', { version })
                  : t('draftAhead', { version, published: publishedVersion })}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {status === 'failed' && (
              <Button variant="outline" size="sm" onClick={() => void save()}>
                {t('retry')}
              </Button>
            )}
            <a className={buttonVariants({ variant: 'outline', size: 'sm' })} href={links.previewAr} target="_blank" rel="noopener">
              {t('previewAr')}
            </a>
            <a className={buttonVariants({ variant: 'outline', size: 'sm' })} href={links.previewEn} target="_blank" rel="noopener">
              {t('previewEn')}
            </a>
            <a className={buttonVariants({ variant: 'ghost', size: 'sm' })} href={links.previewFrame}>
              {t('previewWidths')}
            </a>
            <a className={buttonVariants({ variant: 'ghost', size: 'sm' })} href={links.history}>
              {t('history')}
            </a>
            <Button size="sm" onClick={() => void publish()} disabled={publishing || status === 'stale' || upToDate}>
              <Icon name="check" />
              {publishing ? t('publishing') : t('publish')}
            </Button>
          </div>
        </div>
      </div>
      <div className="sticky top-0 z-20 -mx-4 border-b border-border bg-background/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6 lg:hidden">
        <div role="radiogroup" aria-label={t('phoneLanguage')} className="flex gap-2">
          {(['ar', 'en'] as const).map((language) => (
            <button
              key={language}
              type="button"
              role="radio"
              aria-checked={phoneLanguage === language}
              onClick={() => setPhoneLanguage(language)}
              className={cn(
                'min-h-10 flex-1 rounded-lg border px-3 text-sm font-semibold',
                phoneLanguage === language ? 'border-primary bg-primary text-primary-foreground' : 'border-border',
              )}
            >
              {t(`show.${language}`)}
            </button>
          ))}
        </div>
      </div>

      <div className="mt-6 space-y-6">
        {notice && (
          <p role="status" className="rounded-lg border border-primary/40 bg-primary/10 p-4 font-medium">
            {notice}
          </p>
        )}
        {other && (
          <div role="alert" className="space-y-3 rounded-lg border border-destructive/50 bg-destructive/5 p-4">
            <p className="font-semibold">
              {t('stale.title', {
                who: other.updatedBy ?? t('stale.someone'),
                time: format.dateTime(new Date(other.updatedAt), { dateStyle: 'medium', timeStyle: 'short' }),
              })}
            </p>
            <p>{t('stale.body')}</p>
            <ul className="list-disc space-y-1 ps-6 text-sm">
              {differingPaths(other.data, data).map((path) => (
                <li key={pathKey(path)}>{pathWords(data, path)}</li>
              ))}
            </ul>
            <div className="flex flex-wrap gap-2">
              <Button variant="destructive" size="sm" onClick={() => void save(other.version)}>
                {t('stale.keepMine')}
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  if (!window.confirm(t('stale.confirmTheirs'))) return;
                  setData(other.data);
                  setVersion(other.version);
                  latest.current = { data: other.data, version: other.version };
                  setOther(null);
                  setStatus('saved');
                }}
              >
                {t('stale.takeTheirs')}
              </Button>
            </div>
          </div>
        )}
        {issues.length > 0 && (
          <FieldList
            title={t('refused')}
            entries={issues.map((issue) => ({ path: issue.path }))}
            onGo={goTo}
            words={(path) => pathWords(data, path)}
          />
        )}
        {refusedGaps.length > 0 && (
          <FieldList
            title={t('publishRefused', { count: refusedGaps.length })}
            entries={refusedGaps.map((gap) => ({ path: gap.path, language: gap.missing === 'en' ? 'en' : 'ar', note: t(`gap.${gap.missing}`) }))}
            onGo={goTo}
            words={(path) => pathWords(data, path)}
          />
        )}

        <FormPart title={t('parts.hero')}>
          <ObjectFields path={['hero']} node={properties.hero!} />
        </FormPart>
        <FormPart title={t('parts.blocks')}>
          <Field path={['blocks']} node={properties.blocks!} name="blocks" required />
        </FormPart>
        <FormPart title={t('parts.settings')}>
          <ObjectFields path={[]} node={settings} />
          <SeoPreview site={site} />
        </FormPart>
      </div>
    </EditorContext.Provider>
  );
}

/** Fields to go to: a save's refusals or publishing's missing translations, each a link to its field. */
function FieldList({
  title,
  entries,
  onGo,
  words,
}: {
  title: string;
  entries: { path: Path; language?: 'ar' | 'en'; note?: string }[];
  onGo: (path: Path, language?: 'ar' | 'en') => void;
  words: (path: Path) => string;
}) {
  return (
    <div role="alert" className="rounded-lg border border-destructive/50 bg-destructive/5 p-4">
      <p className="mb-2 font-semibold">{title}</p>
      <ul className="space-y-1">
        {entries.map((entry) => (
          <li key={`${pathKey(entry.path)}-${entry.language ?? ''}`}>
            <a
              href={`#${fieldId(entry.path, entry.language)}`}
              className="inline-flex min-h-10 items-center gap-2 underline underline-offset-4"
              onClick={(event) => {
                event.preventDefault();
                onGo(entry.path, entry.language);
              }}
            >
              {words(entry.path)}
              {entry.note && <span className="text-sm text-muted-foreground">({entry.note})</span>}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
