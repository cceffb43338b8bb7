import { Icon } from '@/components/ui/icon';
import type { IconSymbol } from '@/components/ui/icon-symbols';
import type { ReactNode } from 'react';
import { telHref } from '@/config/site';

/** Phone and e-mail as large tap targets on the dark band, with the page's button to its contact form. */
export function ContactBlock({
  phone,
  email,
  phoneLabel,
  emailLabel,
  actions,
}: {
  phone: string;
  email: string;
  phoneLabel: string;
  emailLabel: string;
  actions?: ReactNode;
}) {
  const tiles: { icon: IconSymbol; label: string; value: string; href: string }[] = [
    { icon: 'phone', label: phoneLabel, value: phone, href: telHref(phone) },
    { icon: 'mail', label: emailLabel, value: email, href: `mailto:${email}` },
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_auto] lg:items-end">
      <ul className="grid gap-4 sm:grid-cols-2">
        {tiles.map(({ icon, label, value, href }) => (
          <li key={label}>
            <a href={href} className="flex items-center gap-4 rounded-card border border-white/15 bg-white/5 p-5 transition-colors hover:bg-white/10">
              <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-accent text-brand-dark">
                <Icon name={icon} className="size-6" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm text-white/75">{label}</span>
                {/* Start-aligned with the label; the value keeps its own left-to-right order inside. */}
                <span className="block truncate text-lg font-semibold text-white">
                  <bdi dir="ltr">{value}</bdi>
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      {actions}
    </div>
  );
}
