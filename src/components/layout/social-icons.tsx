import { Icon } from '@/components/ui/icon';
import type { SocialNetwork } from './social-glyphs';

export type { SocialNetwork } from './social-glyphs';

/** A social network's glyph (`social-glyphs.ts`), drawn from the icon sprite like every other icon. */
export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return <Icon name={`social-${network}`} className={className} />;
}
