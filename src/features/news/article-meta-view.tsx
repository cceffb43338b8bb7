import { clsx } from 'clsx';
import { Icon } from '@/components/ui/icon';
import type { Locale } from '@/i18n/config';

/** An article's category, publication date and reading time, in the page's words (`articleMeta`). */
export type ArticleMetaContent = {
  category: { text: string; lang?: Locale; dir?: 'rtl' | 'ltr' };
  dateTime: string;
  date: string;
  readingTime: string;
};

/** Category, publication date and reading time, as cards and the article page show them. Plain markup. */
export function ArticleMetaView({ meta, categoryClassName }: { meta: ArticleMetaContent; categoryClassName: string }) {
  const { text, ...language } = meta.category;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
      <span className={clsx('font-semibold', categoryClassName)} {...language}>
        {text}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="calendar-days" className="size-4" />
        <time dateTime={meta.dateTime}>{meta.date}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="clock" className="size-4" />
        {meta.readingTime}
      </span>
    </div>
  );
}
