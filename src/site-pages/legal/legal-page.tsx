import { getTranslations } from 'next-intl/server';
import { artFor } from '@/config/page-art';
import type { Locale } from '@/i18n/config';
import { PageHero } from '@/components/sections/page-hero';

export const legalDocuments = {
  privacy: 8,
  terms: 7,
  cookies: 5,
} as const;

export type LegalDocument = keyof typeof legalDocuments;

/** A legal page (privacy, terms, cookies): hero, contents list and numbered sections, in the visitor's language. */
export async function LegalPage({ document, locale }: { document: LegalDocument; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'legal' });
  const pages = await getTranslations({ locale, namespace: 'pages' });
  const sections = Array.from({ length: legalDocuments[document] }, (_, index) => `s${index + 1}`);

  return (
    <>
      <PageHero
        eyebrow={pages(`${document}.eyebrow`)}
        title={pages(`${document}.heroTitle`)}
        lead={pages(`${document}.heroLead`)}
        image={artFor(document)}
      />
      <div className="mx-auto grid max-w-site gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[16rem_1fr] lg:py-20">
        <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-40 lg:self-start">
          <h2 id="legal-contents" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            {pages(`${document}.title`)}
          </h2>
          <ol className="mt-3 space-y-2 text-sm">
            {sections.map((key, index) => (
              <li key={key}>
                <a href={`#${key}`} className="text-primary hover:underline">
                  {index + 1}. {t(`${document}.sections.${key}.title`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl">
          <p className="text-sm text-muted-foreground">{t('updated')}</p>
          <p className="mt-4 text-lg leading-relaxed">{t(`${document}.intro`)}</p>
          {sections.map((key, index) => (
            <section key={key} id={key} aria-labelledby={`${key}-title`} className="mt-10 scroll-mt-40">
              <h2 id={`${key}-title`} className="text-h3 font-bold">
                {index + 1}. {t(`${document}.sections.${key}.title`)}
              </h2>
              <p className="mt-3 leading-relaxed text-muted-foreground">{t(`${document}.sections.${key}.body`)}</p>
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
