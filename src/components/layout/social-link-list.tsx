import { SocialIcon, type SocialNetwork } from './social-icons';

export type SocialLink = { network: SocialNetwork; href: string; label: string };

/** The group's social profiles as icon links (`socialLinks`); plain markup, so the client footer draws it too. */
export function SocialLinkList({
  links,
  listClassName,
  linkClassName,
  iconClassName,
  label,
}: {
  links: SocialLink[];
  listClassName: string;
  linkClassName: string;
  iconClassName: string;
  label?: string;
}) {
  return (
    <ul className={listClassName} aria-label={label}>
      {links.map((link) => (
        <li key={link.network}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label} className={linkClassName}>
            <SocialIcon network={link.network} className={iconClassName} />
          </a>
        </li>
      ))}
    </ul>
  );
}
