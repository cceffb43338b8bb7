import type { PageDefinition } from '@/components/sections/types';
import { topicEnquiryPath } from '@/site-pages/contact/topic-path';
import { productPath } from './products/products';

const partnershipEnquiry = topicEnquiryPath('/energy/contact', 'energy-partners');

/**
 * `/energy/partners` (spec part 1 §2.7): the featured partner card to the Risen page, what partnerships
 * give a customer, the trusted partners' marks, and an invitation to become a partner.
 */
export const energyPartnersPage: PageDefinition = {
  namespace: 'energyPartners.partners',
  accent: 'energy',
  enquiry: { service: 'other' },
  hero: {
    image: '/images/scenes/partnership.svg',
    actions: [
      { href: '/energy/partners/risen', label: 'risen' },
      { href: partnershipEnquiry, label: 'become' },
    ],
  },
  blocks: [
    {
      kind: 'cards',
      id: 'featured',
      items: [{ id: 'risen', image: '/images/spots/risen-agreement.svg', href: '/energy/partners/risen', highlight: true }],
    },
    {
      kind: 'features',
      id: 'value',
      tone: 'dark',
      style: 'list',
      columns: 3,
      items: [
        { id: 'bankable', icon: 'award' },
        { id: 'local', icon: 'mapPin' },
        { id: 'supply', icon: 'truck' },
      ],
    },
    { kind: 'logos', id: 'trusted' },
    { kind: 'cta', id: 'cta', actions: [{ href: partnershipEnquiry, label: 'become' }] },
  ],
};

const solarPanelsEnquiry = topicEnquiryPath('/energy/contact', 'energy-products-solar-panels');

/**
 * `/energy/partners/risen` (spec part 1 §2.7): back to the partners, the partnership with its agreement artwork,
 * what Tier 1 means with its artwork, two module families that open in a dialog, our part in a Risen project,
 * and a quotation request for solar panels.
 */
export const risenPartnerPage: PageDefinition = {
  namespace: 'energyPartners.risen',
  accent: 'energy',
  hero: {
    image: '/images/scenes/module-line.svg',
    back: '/energy/partners',
    actions: [
      { href: '#modules', label: 'modules' },
      { href: solarPanelsEnquiry, label: 'quote' },
    ],
  },
  blocks: [
    { kind: 'intro', id: 'agreement', image: '/images/spots/risen-agreement.svg' },
    {
      kind: 'features',
      id: 'tier1',
      tone: 'muted',
      style: 'checks',
      image: '/images/spots/risen-tier1.svg',
      items: [{ id: 'bankable' }, { id: 'scale' }, { id: 'lenders' }, { id: 'notGuarantee' }],
    },
    {
      kind: 'modalCards',
      id: 'modules',
      tone: 'plain',
      items: [
        { id: 'hjt', image: '/images/spots/risen-hjt-module.svg' },
        { id: 'topcon', image: '/images/spots/risen-topcon-module.svg' },
      ],
    },
    {
      kind: 'features',
      id: 'local',
      tone: 'dark',
      style: 'numbered',
      columns: 4,
      items: [{ id: 'select' }, { id: 'design' }, { id: 'deliver' }, { id: 'support' }],
    },
    {
      kind: 'cta',
      id: 'cta',
      actions: [
        { href: solarPanelsEnquiry, label: 'quote' },
        { href: productPath('solar-panels'), label: 'panels' },
      ],
    },
  ],
};
