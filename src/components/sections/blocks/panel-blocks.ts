import { z } from 'zod';
import { bentoSchema } from './bento/schema';
import { cardsSchema } from './cards/schema';
import { caseStudiesSchema } from './case-studies/schema';
import { caseStudySchema } from './case-study/schema';
import { carouselSchema } from './carousel/schema';
import { certificatesSchema } from './certificates/schema';
import { chaptersSchema } from './chapters/schema';
import { comparisonSchema } from './comparison/schema';
import { contactSchema } from './contact/schema';
import { ctaSchema } from './cta/schema';
import { dashboardSchema } from './dashboard/schema';
import { directorySchema } from './directory/schema';
import { featuresSchema } from './features/schema';
import { figureSchema } from './figure/schema';
import { gallerySchema } from './gallery/schema';
import { introSchema } from './intro/schema';
import { logosSchema } from './logos/schema';
import { mediaSchema } from './media/schema';
import { modalCardsSchema } from './modal-cards/schema';
import { showcaseSchema } from './showcase/schema';
import { specTableSchema } from './spec-table/schema';
import { specsSchema } from './specs/schema';
import { statsSchema } from './stats/schema';
import { stepsSchema } from './steps/schema';
import { testimonialsSchema } from './testimonials/schema';
import { timelineSchema } from './timeline/schema';

/** Every block kind a tab panel may hold: all but tabs themselves. */
export const panelBlockSchema = z.discriminatedUnion('kind', [
  introSchema,
  featuresSchema,
  statsSchema,
  cardsSchema,
  bentoSchema,
  mediaSchema,
  comparisonSchema,
  specsSchema,
  showcaseSchema,
  stepsSchema,
  carouselSchema,
  specTableSchema,
  timelineSchema,
  testimonialsSchema,
  dashboardSchema,
  modalCardsSchema,
  certificatesSchema,
  figureSchema,
  logosSchema,
  ctaSchema,
  contactSchema,
  chaptersSchema,
  directorySchema,
  caseStudySchema,
  caseStudiesSchema,
  gallerySchema,
]);
export type PanelBlock = z.infer<typeof panelBlockSchema>;
