import 'server-only';
import type { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/config';
import { ActionRow, type AreaVariant } from '../actions';
import { SectionHeading } from '../section';
import type { Action, Localized } from './fields';
import type { CaseStudyView } from './case-studies/view';
import type { CertificateView } from './certificates/view';
import type { BlockKind, BlockOf } from './schema';
import type { wordsIn } from './words';

/** What a block's renderer needs besides its block: the page's language and words, and the library's interface words. */
export type BlockContext = ReturnType<typeof wordsIn> & {
  locale: Locale;
  /** The section library's interface words (`sections` messages): buttons, labels of controls. */
  shared: Awaited<ReturnType<typeof getTranslations<'sections'>>>;
  variant: AreaVariant;
  /** The title and card line of another page a card or tile shows, by its document id. */
  source: (id: string) => { title: Localized; card?: Localized } | undefined;
  /** The valid certificates of the page's division, from the library (the certificates block shows them). */
  certificates: readonly CertificateView[];
  /** The published case studies (the case studies block lists them). */
  caseStudies: readonly CaseStudyView[];
};

export type BlockProps<K extends BlockKind> = { block: BlockOf<K>; context: BlockContext; onDark: boolean };
export type BlockRenderer<K extends BlockKind> = (props: BlockProps<K>) => ReactNode | Promise<ReactNode>;

type Headed = { id: string; eyebrow?: Localized; title: Localized; lead?: Localized };

/** A block's heading: the title carries the id its section is labelled by. */
export function BlockHeading({
  block,
  context,
  align = 'start',
  className = 'mb-12',
}: {
  block: Headed;
  context: BlockContext;
  align?: 'start' | 'center';
  className?: string;
}) {
  return (
    <SectionHeading
      id={`${block.id}-title`}
      eyebrow={context.maybe(block.eyebrow)}
      title={context.text(block.title)}
      lead={context.maybe(block.lead)}
      align={align}
      className={className}
    />
  );
}

/** A block's buttons in the page's language. */
export function BlockActions({
  actions,
  context,
  className = 'mt-12',
  onDark = false,
  variant = context.variant,
  size,
}: {
  actions?: Action[];
  context: BlockContext;
  className?: string;
  onDark?: boolean;
  /** The main button's look, when not the area's colour. */
  variant?: AreaVariant | 'accent';
  size?: 'lg' | 'xl';
}) {
  if (!actions?.length) return null;
  return (
    <ActionRow
      actions={actions.map((action) => ({ href: action.href, label: context.text(action.label), style: action.style }))}
      locale={context.locale}
      variant={variant}
      onDark={onDark}
      size={size}
      className={className}
    />
  );
}

/** The words a card or tile shows: another page's title and card line (`source`), else its own. */
export function cardWords(
  item: { source?: string; title?: Localized; subtitle?: Localized; body?: Localized; features?: Localized[] },
  context: BlockContext,
) {
  const source = item.source ? context.source(item.source) : undefined;
  if (source) return { title: context.text(source.title), subtitle: undefined, body: context.maybe(source.card), features: [] };
  return {
    title: item.title ? context.text(item.title) : '',
    subtitle: context.maybe(item.subtitle),
    body: context.maybe(item.body),
    features: context.lines(item.features),
  };
}
