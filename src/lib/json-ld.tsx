import type { BreadcrumbList, OrganizationLeaf, Product, Thing, WithContext } from 'schema-dts';
import { siteConfig } from '@/config/site';

/**
 * Structured data for search engines; `<` is escaped so page text can never close the script. The builders are typed
 * with schema.org's own vocabulary (`schema-dts`), so a property schema.org does not have fails the type check;
 * `tests/e2e/structured-data.spec.ts` checks the pages' data against Google's rules.
 */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}

/** The group as an organisation: only what the site itself states (its address, contacts and profile). */
export function organization(name: string): OrganizationLeaf {
  return {
    '@type': 'Organization',
    name,
    url: siteConfig.url,
    logo: `${siteConfig.url}/brand/logo-mark.svg`,
    email: siteConfig.email,
    telephone: siteConfig.phone,
    address: { '@type': 'PostalAddress', addressLocality: 'Jeddah', addressCountry: 'SA' },
    sameAs: [siteConfig.social.linkedin],
  };
}

export function organizationJsonLd(name: string, description: string): WithContext<OrganizationLeaf> {
  return { '@context': 'https://schema.org', ...organization(name), description };
}

export function breadcrumbJsonLd(items: { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

/**
 * A product or product family as its page presents it. No price, rating or review: the group publishes none and
 * none may be invented, so these pages describe a product without being eligible for Google's product rich results
 * (decision 015). `maker` names the group only where it makes the product (the electronics families).
 */
export function productJsonLd(input: {
  name: string;
  description: string;
  url: string;
  image?: string;
  category?: string;
  maker?: string;
}): WithContext<Product> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    description: input.description,
    url: input.url,
    ...(input.image ? { image: input.image } : {}),
    ...(input.category ? { category: input.category } : {}),
    ...(input.maker ? { manufacturer: organization(input.maker) } : {}),
  };
}
