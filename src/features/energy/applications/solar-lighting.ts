import type { PageDefinition } from '@/components/sections/types';
import { topicEnquiryPath } from '@/features/contact/topic-path';
import { applicationRouteId, findEnergyApplication } from './applications';

const application = findEnergyApplication('solar-lighting');

/** `/energy/applications/solar-lighting` (spec part 2 §2.11). */
export const solarLightingPage: PageDefinition = {
  namespace: 'energyApplications.solar-lighting',
  accent: 'energy',
  enquiry: { service: application.service },
  hero: {
    image: application.image,
    actions: [{ href: topicEnquiryPath('/energy/contact', applicationRouteId(application.slug)), label: 'contact' }],
  },
  blocks: [
    { kind: 'cta', id: 'cta', actions: [{ href: topicEnquiryPath('/energy/contact', applicationRouteId(application.slug)), label: 'contact' }] },
  ],
};
