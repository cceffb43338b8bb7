import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import type { IconSymbol } from '@/components/ui/icon-symbols';
import { siteConfig, telHref } from '@/config/site';
import { BlockActions, type BlockProps } from '../render-kit';

/** The closing call to action: heading, the phone, e-mail and address tiles, and large buttons. */
export async function ContactTilesBlock({ block, context }: BlockProps<'contactTiles'>) {
  const common = await getTranslations({ locale: context.locale, namespace: 'common' });
  const eyebrow = context.maybe(block.eyebrow);
  const lead = context.maybe(block.lead);
  const { tiles } = block;
  return (
    <div className="mx-auto max-w-site px-4 py-20 sm:px-6">
      <div className="max-w-2xl">
        {eyebrow && <p className="mb-2 text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>}
        <h2 id={`${block.id}-title`} className="text-h1 font-bold">
          {context.text(block.title)}
        </h2>
        {lead && <p className="mt-4 text-lg text-muted-foreground">{lead}</p>}
      </div>
      <ul className="mt-10 grid gap-4 md:grid-cols-3">
        <ContactTile icon="phone" label={context.text(tiles.phone)} value={siteConfig.phone} href={telHref(siteConfig.phone)} ltr />
        <ContactTile icon="mail" label={context.text(tiles.email)} value={siteConfig.email} href={`mailto:${siteConfig.email}`} />
        <ContactTile
          icon="map-pin"
          label={context.text(tiles.visit)}
          value={context.text(tiles.address)}
          href={siteConfig.mapUrl}
          external={common('a11y.opensInNewTab')}
        />
      </ul>
      <BlockActions actions={block.actions} context={context} className="mt-10" size="xl" />
    </div>
  );
}

function ContactTile({
  icon,
  label,
  value,
  href,
  ltr,
  external,
}: {
  icon: IconSymbol;
  label: string;
  value: string;
  href: string;
  ltr?: boolean;
  external?: string;
}) {
  return (
    <li>
      <a
        href={href}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        className="flex h-full items-center gap-4 rounded-card border border-border bg-card p-6 shadow-card transition-shadow hover:shadow-lift"
      >
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground">
          <Icon name={icon} className="size-5" />
        </span>
        <span className="min-w-0">
          <span className="block text-sm text-muted-foreground">{label}</span>
          <span className="block truncate font-semibold" dir={ltr ? 'ltr' : undefined}>
            {value}
          </span>
          {external && <span className="sr-only">{external}</span>}
        </span>
      </a>
    </li>
  );
}
