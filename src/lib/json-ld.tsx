import { siteConfig } from '@/config/site';

/** Structured data for search engines; `<` is escaped so page text can never close the script. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}

export function organizationJsonLd(name: string, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    description,
    url: siteConfig.url,
    logo: `${siteConfig.url}/brand/logo-mark.svg`,
    email: siteConfig.email,
    telephone: siteConfig.phone,
    address: { '@type': 'PostalAddress', addressLocality: 'Jeddah', addressCountry: 'SA' },
    sameAs: [siteConfig.social.linkedin],
  };
}

export function breadcrumbJsonLd(items: { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}
