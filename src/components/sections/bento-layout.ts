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
 * (what CSS `grid-auto-flow: dense` does), then lets tiles grow into the cells the sizes leave empty (down,
 * then towards the end), so the grid closes without holes. Columns and rows count from 1.
 */
export function packTiles(sizes: TileSize[], width = 4): Placement[] {
  const taken: boolean[][] = [];
  const free = (row: number, column: number) => !taken[row]?.[column];
  const take = (row: number, column: number) => ((taken[row] ??= [])[column] = true);
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
          for (let r = row; r < row + rows; r++) for (let c = column; c < column + columns; c++) take(r, c);
          return { column, row, columns, rows };
        }
      }
    }
  });
  const height = taken.length;
  for (let grown = true; grown;) {
    grown = false;
    // Latest tiles first: the last row closes itself rather than stretching the first ones down the whole grid.
    for (const tile of [...tiles].reverse()) {
      // A tile takes all the room it can in one go, so a lone last tile spans its row before others reach into it.
      for (let below = tile.row + tile.rows; below < height && fits(below, tile.column, tile.columns, 1); below++) {
        for (let c = tile.column; c < tile.column + tile.columns; c++) take(below, c);
        tile.rows += 1;
        grown = true;
      }
      for (let beside = tile.column + tile.columns; beside < width && fits(tile.row, beside, 1, tile.rows); beside++) {
        for (let r = tile.row; r < tile.row + tile.rows; r++) take(r, beside);
        tile.columns += 1;
        grown = true;
      }
    }
  }
  return tiles.map((tile) => ({ ...tile, column: tile.column + 1, row: tile.row + 1 }));
}
