import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/config/site';
import type { Locale } from '@/i18n/config';
import { SocialIcon, type SocialNetwork } from './social-icons';

/** The group's social profiles as icon links, each named for screen readers ("Follow us on X"). */
export async function SocialLinks({
  networks,
  locale,
  listClassName,
  linkClassName,
  iconClassName,
  label,
}: {
  networks: SocialNetwork[];
  locale: Locale;
  listClassName: string;
  linkClassName: string;
  iconClassName: string;
  label?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'common' });
  return (
    <ul className={listClassName} aria-label={label}>
      {networks.map((network) => (
        <li key={network}>
          <a
            href={siteConfig.social[network]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('social.followOn', { network: t(`social.${network}`) })}
            className={linkClassName}
          >
            <SocialIcon network={network} className={iconClassName} />
          </a>
        </li>
      ))}
    </ul>
  );
}
