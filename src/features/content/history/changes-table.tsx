import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Localized } from '@/components/sections/blocks/fields';
import type { Locale } from '@/i18n/config';
import { cn } from '@/lib/cn';
import { describePath, type Change, type Step, type Value } from './compare';
import { pathWords, plainText, type Translate } from './words';
import { wordChanges, type Part } from './word-diff';

type Language = keyof Localized;
const direction = { ar: 'rtl', en: 'ltr' } as const;

const kindStyle: Record<Change['type'], string> = {
  changed: 'bg-muted text-foreground border border-border',
  added: 'bg-primary/10 text-foreground border border-primary/40',
  removed: 'bg-destructive/10 text-foreground border border-destructive/40',
  moved: 'bg-muted text-foreground border border-dashed border-border',
};

/** Text as text (never HTML); inside a changed value, the words that differ are struck through or underlined. */
function Parts({ parts }: { parts: Part[] }) {
  return parts.map((part, index) =>
    part.change === 'removed' ? (
      <del key={index} className="rounded-sm bg-destructive/15 decoration-2">
        {part.text}
      </del>
    ) : part.change === 'added' ? (
      <ins key={index} className="rounded-sm bg-primary/15 decoration-2 underline-offset-4">
        {part.text}
      </ins>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
}

function Side({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 break-words whitespace-pre-wrap">{children}</dd>
    </div>
  );
}

const Empty = ({ t }: { t: Translate }) => <span className="text-muted-foreground italic">{t('empty')}</span>;

/** One language of a changed field: before and after, or the value once when this language did not change. */
function WordsCell({ before, after, language, t }: { before?: Localized; after?: Localized; language: Language; t: Translate }) {
  const old = before?.[language] ?? '';
  const now = after?.[language] ?? '';
  const text = (parts: Part[]) => (
    <bdi dir={direction[language]} lang={language}>
      <Parts parts={parts} />
    </bdi>
  );
  if (old === now) {
    return (
      <td className="px-4 py-3 align-top">
        <dl>
          <Side label={t('unchanged')}>{now ? text([{ text: now }]) : <Empty t={t} />}</Side>
        </dl>
      </td>
    );
  }
  const parts = old && now ? wordChanges(old, now, language) : { before: [{ text: old }], after: [{ text: now }] };
  return (
    <td className="px-4 py-3 align-top">
      <dl className="space-y-2">
        <Side label={t('before')}>{old ? text(parts.before) : <Empty t={t} />}</Side>
        <Side label={t('after')}>{now ? text(parts.after) : <Empty t={t} />}</Side>
      </dl>
    </td>
  );
}

/** A value that is not words in two languages, across both language columns. */
function PlainCell({
  change,
  admin,
  history,
  t,
}: {
  change: Extract<Change, { type: 'changed' }>;
  admin: Translate;
  history: Translate;
  t: Translate;
}) {
  const last = change.path.at(-1);
  const field = last?.type === 'field' ? last.name : undefined;
  const show = (value: Value | undefined) => {
    if (!value) return <Empty t={t} />;
    const { text, named } = plainText(value, field, admin, history);
    return named ? <bdi>{text}</bdi> : <bdi dir="ltr">{text}</bdi>;
  };
  return (
    <td colSpan={2} className="px-4 py-3 align-top">
      <dl className="space-y-2">
        <Side label={t('before')}>{show(change.before)}</Side>
        <Side label={t('after')}>{show(change.after)}</Side>
      </dl>
    </td>
  );
}

/** What an added or removed section or entry is called, in each language when it has words. */
function SummaryCells({ summary, t }: { summary?: Value; t: Translate }) {
  if (summary?.type === 'words') {
    return (['ar', 'en'] as const).map((language) => (
      <td key={language} className="px-4 py-3 align-top break-words">
        {summary.value[language] ? (
          <bdi dir={direction[language]} lang={language}>
            {summary.value[language]}
          </bdi>
        ) : (
          <Empty t={t} />
        )}
      </td>
    ));
  }
  return (
    <td colSpan={2} className="px-4 py-3 align-top break-words">
      {summary ? <bdi dir="ltr">{summary.type === 'flag' ? String(summary.value) : summary.value}</bdi> : '—'}
    </td>
  );
}

const isWords = (value: Value | undefined) => value === undefined || value.type === 'words';

/**
 * The comparison of two versions as a table a person reads row by row: where the change is, in words ("Section 3 ·
 * Cards › Items › 2 › Title"), what happened, and the Arabic and English before and after, side by side.
 */
export async function ChangesTable({ locale, changes, from, to }: { locale: Locale; changes: Change[]; from: number; to: number }) {
  const t = (await getTranslations({ locale, namespace: 'contentHistory.compare' })) as unknown as Translate;
  const history = (await getTranslations({ locale, namespace: 'contentHistory' })) as unknown as Translate;
  const admin = (await getTranslations({ locale, namespace: 'contentAdmin' })) as unknown as Translate;
  const words = pathWords(admin, history);
  const where = (path: Step[]) => (path.length ? describePath(path, words) : t('page'));

  return (
    <div className="space-y-3">
      <p role="status" className="text-sm font-medium text-muted-foreground">
        {t('count', { count: changes.length })}
      </p>
      {changes.length === 0 ? (
        <p className="rounded-card border border-dashed border-border bg-card p-8 text-center text-muted-foreground">{t('none')}</p>
      ) : (
        <div className="overflow-x-auto rounded-card border border-border bg-card">
          <table className="w-full min-w-[52rem] table-fixed text-start text-sm">
            <caption className="px-4 pt-4 pb-2 text-start text-base font-semibold">{t('caption', { from, to })}</caption>
            <colgroup>
              <col className="w-[24%]" />
              <col className="w-[10%]" />
              <col className="w-[33%]" />
              <col className="w-[33%]" />
            </colgroup>
            <thead className="bg-muted text-xs text-muted-foreground">
              <tr>
                {[t('where'), t('change'), t('arabic'), t('english')].map((heading) => (
                  <th key={heading} scope="col" className="px-4 py-3 text-start font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {changes.map((change, index) => (
                <tr key={index}>
                  <th scope="row" className="px-4 py-3 text-start align-top font-semibold break-words">
                    {where(change.path)}
                  </th>
                  <td className="px-4 py-3 align-top">
                    <span className={cn('inline-block rounded-full px-2.5 py-1 text-xs font-semibold', kindStyle[change.type])}>
                      {t(`kinds.${change.type}`)}
                    </span>
                  </td>
                  {change.type === 'changed' ? (
                    isWords(change.before) && isWords(change.after) ? (
                      (['ar', 'en'] as const).map((language) => (
                        <WordsCell
                          key={language}
                          language={language}
                          before={change.before?.type === 'words' ? change.before.value : undefined}
                          after={change.after?.type === 'words' ? change.after.value : undefined}
                          t={t}
                        />
                      ))
                    ) : (
                      <PlainCell change={change} admin={admin} history={history} t={t} />
                    )
                  ) : change.type === 'moved' ? (
                    <td colSpan={2} className="px-4 py-3 align-top">
                      {t('moved', { from: change.from, to: change.to })}
                    </td>
                  ) : (
                    <SummaryCells summary={change.summary} t={t} />
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
