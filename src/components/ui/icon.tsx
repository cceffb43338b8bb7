import clsx from 'clsx';
import type { SVGProps } from 'react';
import type { IconSymbol } from './icon-symbols';

// The sprite's content hash (next.config.ts), so a changed sprite is fetched again despite its year-long cache.
const spriteHref = `/icons.svg?v=${process.env.ICON_SPRITE_VERSION ?? 'dev'}`;

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'name'> & { name: IconSymbol };

/**
 * A decorative icon drawn from the site's sprite (`public/icons.svg`, `npm run icons`): about 90 bytes in the page
 * instead of the icon's paths in its markup and again in its React payload. Size it with a `size-*` class (1.5 rem
 * otherwise); it takes the text colour. Give the surrounding control its accessible name: the icon is hidden.
 */
export function Icon({ name, className, ...svgProps }: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" {...svgProps} className={clsx('icon', className)}>
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
}
