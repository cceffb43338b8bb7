import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/config/site';
import type { Locale } from '@/i18n/config';
import type { SocialLink } from './social-link-list';
import type { SocialNetwork } from './social-icons';

/** The group's profiles on `networks`, each with its accessible name ("Follow us on X"), for the header and footer. */
export async function socialLinks(networks: SocialNetwork[], locale: Locale): Promise<SocialLink[]> {
  const t = await getTranslations({ locale, namespace: 'common' });
  return networks.map((network) => ({
    network,
    href: siteConfig.social[network],
    label: t('social.followOn', { network: t(`social.${network}`) }),
  }));
}
