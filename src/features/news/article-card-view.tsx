'use client';

import { clsx } from 'clsx';
import Link from 'next/link';
import type { Locale } from '@/i18n/config';
import { ArticleMetaView, type ArticleMetaContent } from './article-meta-view';
import type { NewsPhotoProps } from './news-photo';

type Text = { text: string; lang?: Locale; dir?: 'rtl' | 'ltr' };

/** One card's words, link and photo, resolved on the server (`article-card.tsx`). */
export type ArticleCardContent = { href: string; title: Text; excerpt: Text; featured?: string; meta: ArticleMetaContent; photo: NewsPhotoProps };

/**
 * One article in a list: image, category, date, reading time, title and excerpt; the whole card is one link.
 * A client component drawn from plain data, so a list of cards sends its words once in the page's payload rather
 * than each card's whole tree (see `components/layout/footer-view.tsx`).
 */
export function ArticleCardView({ card, size }: { card: ArticleCardContent; size: 'default' | 'large' }) {
  const large = size === 'large';
  const { text: title, ...titleLanguage } = card.title;
  const { text: excerpt, ...excerptLanguage } = card.excerpt;
  return (
    <article
      className={clsx(
        'group relative flex h-full flex-col overflow-hidden rounded-card border border-border bg-card shadow-card transition-shadow hover:shadow-lg focus-within:ring-2 focus-within:ring-ring',
        // Large: 16:9 above the text on phones and tablets; beside it on large screens, as tall as the (clamped) text and at least 20rem.
        large && 'lg:grid lg:grid-cols-[3fr_2fr]',
      )}
    >
      <div className={clsx('relative overflow-hidden bg-muted', large ? 'aspect-[16/9] lg:aspect-auto lg:min-h-80' : 'aspect-[3/2]')}>
        {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the optimiser's props, alt included (decorative) */}
        <img {...card.photo} />
        {card.featured && (
          <span className="absolute start-3 top-3 rounded-full bg-brand-accent px-3 py-1 text-xs font-bold text-brand-dark">{card.featured}</span>
        )}
      </div>
      <div className={clsx('flex flex-col gap-3 p-5', large ? 'lg:justify-center lg:p-8' : 'flex-1')}>
        <ArticleMetaView meta={card.meta} categoryClassName="text-primary" />
        <h3 className={clsx('font-bold text-foreground text-balance', large ? 'text-h2' : 'text-h3')} {...titleLanguage}>
          <Link href={card.href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {title}
          </Link>
        </h3>
        <p className={clsx('text-muted-foreground', large ? 'line-clamp-4 text-lg' : 'line-clamp-3')} {...excerptLanguage}>
          {excerpt}
        </p>
      </div>
    </article>
  );
}
