/**
 * Which two versions the history compares: those the address names, or by default the published version against
 * the newest (the changes a publish would bring), or, when the newest is published, the newest against the one
 * before it (the last change).
 */
export type Pair = { from: number; to: number };

const asVersion = (value: unknown, versions: number[]): number | undefined => {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string' || !/^\d{1,9}$/.test(text)) return undefined;
  const version = Number(text);
  return versions.includes(version) ? version : undefined;
};

/** `versions` newest first. Undefined while the page has fewer than two versions. */
export function chooseVersions(versions: number[], published: number | null, query: { from?: unknown; to?: unknown } = {}): Pair | undefined {
  if (versions.length < 2) return undefined;
  const newest = versions[0]!;
  const previous = versions[1]!;
  const defaultFrom = published !== null && versions.includes(published) && published !== newest ? published : previous;
  const from = asVersion(query.from, versions);
  const to = asVersion(query.to, versions);
  // One version named (or one unknown): the other is the default; the page says so when both are then the same.
  return { from: from ?? defaultFrom, to: to ?? newest };
}
