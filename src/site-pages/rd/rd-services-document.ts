import 'server-only';
import type { PageDocument } from '@/components/sections/blocks/document';
import type { IconName } from '@/components/sections/icons';
import { artFor } from '@/config/page-art';
import type { Words } from '../seed-words';
import { rdServiceCategories } from './rd-services';

const categoryIcons: Record<(typeof rdServiceCategories)[number]['key'], IconName> = {
  product: 'factory',
  software: 'chip',
  hardware: 'circuit',
  connectivity: 'wifi',
  ndt: 'radar',
  materials: 'scan',
};

/**
 * `/electronics/rd/services` as a document (decision 011): the banner hero with the button to the engineers, every
 * R&D service under its category, each at the anchor the R&D page's cards link to, and the closing call to action.
 * Its words are the `rdServices` messages; its search-engine words are `pages.electronics-rd-services`.
 */
export function rdServicesDocument(seo: Words, rd: Words): PageDocument {
  const id = 'electronics-rd-services';
  const page = seo.scope(id);
  const contact = { href: '/electronics/contact', label: rd.text('ctaLabel') };
  return {
    id,
    accent: 'electronics',
    seo: { title: page.text('title'), description: page.text('description') },
    hero: {
      layout: 'banner',
      eyebrow: rd.text('eyebrow'),
      title: rd.text('heroTitle'),
      lead: rd.text('heroLead'),
      image: artFor(id),
      actions: [contact],
    },
    blocks: [
      {
        kind: 'directory',
        id: 'catalogue',
        navLabel: rd.text('categoriesNav'),
        categories: rdServiceCategories.map(({ key, services }) => {
          const category = rd.scope(`categories.${key}`);
          return {
            id: key,
            icon: categoryIcons[key],
            title: category.text('title'),
            body: category.text('body'),
            services: services.map((service) => ({
              id: service,
              title: category.text(`services.${service}.title`),
              body: category.text(`services.${service}.body`),
            })),
          };
        }),
      },
      // On the muted band the page has always closed on.
      { kind: 'cta', id: 'contact', tone: 'muted', title: rd.text('ctaTitle'), lead: rd.text('ctaBody'), actions: [contact] },
    ],
  };
}
