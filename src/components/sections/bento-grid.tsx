import { Icon } from '@/components/ui/icon';
import { Picture } from '@/components/ui/picture';
import type { CSSProperties } from 'react';
import { cn } from '@/lib/cn';
import { featuresShown, packTiles } from './bento-layout';
import { CardMore, CardTitle } from './card-grid';
import { IconBadge } from './feature-grid';
import type { IconName } from './icons';
import type { TileSize } from './types';

export type BentoTile = {
  id: string;
  size: TileSize;
  title: string;
  subtitle?: string;
  body?: string;
  icon?: IconName;
  image?: string;
  /** What the picture shows, for those who cannot see it; empty for artwork that only decorates. */
  imageAlt?: string;
  features: string[];
  /** The whole tile leads here (its title is the link). */
  href?: string;
  /** Picked out with the area's border and tint. */
  highlight?: boolean;
};

const area = (p: { column: number; row: number; columns: number; rows: number }) =>
  ({ '--tile-column': `${p.column} / span ${p.columns}`, '--tile-row': `${p.row} / span ${p.rows}` }) as CSSProperties;

/**
 * Tiles of three sizes on a four-column (or three-column) grid (large 2x2, medium 1x2, small 1x1): large tiles show four
 * features, medium two, small none. Tiles grow into cells the sizes would leave empty. Phones stack the tiles.
 */
export function BentoGrid({ tiles, linkLabel, columns = 4 }: { tiles: BentoTile[]; linkLabel?: string; columns?: 3 | 4 }) {
  const places = packTiles(
    tiles.map((tile) => tile.size),
    columns,
  );
  return (
    <ul className={cn('grid auto-rows-[minmax(10.5rem,auto)] gap-5 sm:grid-cols-2', columns === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4')}>
      {tiles.map((tile, index) => {
        const features = tile.features.slice(0, featuresShown[tile.size]);
        return (
          <li
            key={tile.id}
            style={area(places[index]!)}
            className={cn(
              'lift group bento-tile',
              tile.size === 'large' && 'sm:col-span-2',
              tile.highlight ? 'border-(--area) ring-1 ring-(--area)' : 'border-border',
            )}
          >
            {tile.image && tile.size !== 'small' && (
              <div className={cn('relative overflow-hidden bg-muted', tile.size === 'large' ? 'aspect-[16/7]' : 'aspect-[4/3]')}>
                <Picture
                  src={tile.image}
                  alt={tile.imageAlt ?? ''}
                  fill
                  className="object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
                />
              </div>
            )}
            <div className="flex flex-1 flex-col p-6">
              {(!tile.image || tile.size === 'small') && <IconBadge icon={tile.icon} className="mb-4" />}
              {tile.subtitle && <p className="eyebrow text-xs">{tile.subtitle}</p>}
              <h3 className={cn('font-semibold', tile.size === 'large' ? 'text-h2' : 'text-h3')}>
                <CardTitle title={tile.title} href={tile.href} />
              </h3>
              {tile.body && <p className="mt-2 text-muted-foreground">{tile.body}</p>}
              {features.length > 0 && (
                <ul className={cn('mt-4 grid gap-2 text-sm', tile.size === 'large' && 'sm:grid-cols-2')}>
                  {features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Icon name="check" className="mt-0.5 size-4 shrink-0 text-(--area)" />
                      {feature}
                    </li>
                  ))}
                </ul>
              )}
              {tile.href && linkLabel && <CardMore label={linkLabel} className="pt-4" />}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
