import type { TileSize } from './types';

export const tileSpan: Record<TileSize, { columns: number; rows: number }> = {
  large: { columns: 2, rows: 2 },
  medium: { columns: 1, rows: 2 },
  small: { columns: 1, rows: 1 },
};

/** Features a tile shows by its size (spec part 2 §2.11). */
export const featuresShown: Record<TileSize, number> = { large: 4, medium: 2, small: 0 };

export type Placement = { column: number; row: number; columns: number; rows: number };

/**
 * Places tiles in reading order on a grid `width` columns wide, each at the first free spot that fits
 * (what CSS `grid-auto-flow: dense` does), and returns the cells left empty so the grid can fill them
 * with quiet pattern tiles instead of holes. Columns and rows count from 1.
 */
export function packTiles(sizes: TileSize[], width = 4): { tiles: Placement[]; gaps: Placement[] } {
  const taken: boolean[][] = [];
  const free = (row: number, column: number) => !taken[row]?.[column];
  const fits = (row: number, column: number, columns: number, rows: number) => {
    if (column + columns > width) return false;
    for (let r = row; r < row + rows; r++) for (let c = column; c < column + columns; c++) if (!free(r, c)) return false;
    return true;
  };
  const tiles = sizes.map((size) => {
    const { columns, rows } = tileSpan[size];
    for (let row = 0; ; row++) {
      for (let column = 0; column < width; column++) {
        if (fits(row, column, columns, rows)) {
          for (let r = row; r < row + rows; r++) for (let c = column; c < column + columns; c++) (taken[r] ??= [])[c] = true;
          return { column: column + 1, row: row + 1, columns, rows };
        }
      }
    }
  });
  const gaps: Placement[] = [];
  for (let row = 0; row < taken.length; row++) {
    for (let column = 0; column < width; column++) if (free(row, column)) gaps.push({ column: column + 1, row: row + 1, columns: 1, rows: 1 });
  }
  return { tiles, gaps };
}
