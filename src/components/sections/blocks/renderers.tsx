import 'server-only';
import { partnerLogos } from '@/config/partners';
import type { Tone } from '../section';
import { Section } from '../section';
import { BentoBlock } from './bento/render';
import { CardsBlock } from './cards/render';
import { CapabilitiesBlock } from './capabilities/render';
import { CarouselBlock } from './carousel/render';
import { CaseStudiesBlock } from './case-studies/render';
import { CaseStudyBlock } from './case-study/render';
import { CertificatesBlock } from './certificates/render';
import { ChaptersBlock } from './chapters/render';
import { ComparisonBlock } from './comparison/render';
import { ContactBlock } from './contact/render';
import { ContactTilesBlock } from './contact-tiles/render';
import { CtaBlock } from './cta/render';
import { DashboardBlock } from './dashboard/render';
import { DirectoryBlock } from './directory/render';
import { DivisionsBlock } from './divisions/render';
import { FeaturesBlock } from './features/render';
import { FigureBlock } from './figure/render';
import { GalleryBlock } from './gallery/render';
import { IntroBlock } from './intro/render';
import { LogosBlock } from './logos/render';
import { MediaBlock } from './media/render';
import { ModalCardsBlock } from './modal-cards/render';
import { PartnersBlock } from './partners/render';
import type { BlockContext, BlockRenderer } from './render-kit';
import type { Block, BlockKind, BlockOf } from './schema';
import { ShowcaseBlock } from './showcase/render';
import { SpecTableBlock } from './spec-table/render';
import { SpecsBlock } from './specs/render';
import { StatsBlock } from './stats/render';
import { StepsBlock } from './steps/render';
import { TabsBlock } from './tabs/render';
import { TestimonialsBlock } from './testimonials/render';
import { TimelineBlock } from './timeline/render';
import { TrustBlock } from './trust/render';

/**
 * Each kind's renderer and the band it sits on unless the block says otherwise; a kind missing here is a type error.
 * A `bare` kind draws its own container and rhythm inside its band (or bands of its own).
 */
const kinds: {
  [K in BlockKind]: { render: BlockRenderer<K>; tone: Tone; bare?: boolean; empty?: (block: BlockOf<K>, context: BlockContext) => boolean };
} = {
  intro: { render: IntroBlock, tone: 'plain' },
  features: { render: FeaturesBlock, tone: 'plain' },
  stats: { render: StatsBlock, tone: 'dark' },
  cards: { render: CardsBlock, tone: 'plain' },
  bento: { render: BentoBlock, tone: 'muted' },
  media: { render: MediaBlock, tone: 'plain' },
  comparison: { render: ComparisonBlock, tone: 'muted' },
  specs: { render: SpecsBlock, tone: 'plain' },
  tabs: { render: (props) => <TabsBlock {...props} body={BlockBody} />, tone: 'plain' },
  showcase: { render: ShowcaseBlock, tone: 'muted' },
  steps: { render: StepsBlock, tone: 'plain' },
  carousel: { render: CarouselBlock, tone: 'plain' },
  specTable: { render: SpecTableBlock, tone: 'plain' },
  timeline: { render: TimelineBlock, tone: 'plain' },
  testimonials: { render: TestimonialsBlock, tone: 'muted' },
  dashboard: { render: DashboardBlock, tone: 'muted' },
  modalCards: { render: ModalCardsBlock, tone: 'muted' },
  certificates: { render: CertificatesBlock, tone: 'plain', empty: (_block, context) => context.certificates.length === 0 },
  figure: { render: FigureBlock, tone: 'plain' },
  logos: { render: LogosBlock, tone: 'muted' },
  cta: { render: CtaBlock, tone: 'accent' },
  contact: { render: ContactBlock, tone: 'dark' },
  chapters: { render: ChaptersBlock, tone: 'plain', bare: true },
  directory: { render: DirectoryBlock, tone: 'plain', bare: true },
  caseStudy: { render: CaseStudyBlock, tone: 'muted' },
  caseStudies: { render: CaseStudiesBlock, tone: 'plain', empty: (_block, context) => context.caseStudies.length === 0 },
  gallery: { render: GalleryBlock, tone: 'plain', empty: (block) => !block.items.some((item) => item.image) },
  // The group landing's bands.
  divisions: { render: DivisionsBlock, tone: 'plain', bare: true },
  capabilities: { render: CapabilitiesBlock, tone: 'dark', bare: true },
  partners: { render: PartnersBlock, tone: 'plain', bare: true },
  trust: { render: TrustBlock, tone: 'plain', bare: true },
  contactTiles: { render: ContactTilesBlock, tone: 'muted', bare: true },
};

/** The inside of a block's section: also what a tab panel shows. */
export function BlockBody({ block, context, onDark }: { block: Block; context: BlockContext; onDark: boolean }) {
  const Render = kinds[block.kind].render as BlockRenderer<BlockKind>;
  return <Render block={block as never} context={context} onDark={onDark} />;
}

/** A block as a band of the page, labelled by its heading. */
export function BlockSection({ block, context }: { block: Block; context: BlockContext }) {
  // The partner logos show only once the company lists some: no placeholder marks.
  if ((block.kind === 'logos' || block.kind === 'partners') && partnerLogos().length === 0) return null;
  // The trust band stands in for the partner strips, and stands aside once there are logos.
  if (block.kind === 'trust' && partnerLogos().length > 0) return null;
  // A section with nothing to show yet (no valid certificate, no published study, no picture) leaves no empty band.
  const empty = kinds[block.kind].empty as ((block: Block, context: BlockContext) => boolean) | undefined;
  if (empty?.(block, context)) return null;
  const tone = block.tone ?? kinds[block.kind].tone;
  return (
    <Section id={block.id} tone={tone} labelledBy={`${block.id}-title`} bare={kinds[block.kind].bare}>
      <BlockBody block={block} context={context} onDark={tone === 'dark'} />
    </Section>
  );
}
