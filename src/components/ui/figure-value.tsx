/** Arabic letters: a value holding them takes the direction of its words. */
const arabic = /[\u0600-\u06FF]/;

/**
 * A figure as tiles, badges and tables show it ("500+", "99.5%", "ISO 9001:2015", «1–32 طبقة»). A value without
 * Arabic letters is laid out left to right, so "500+" never shows as "+500" on an Arabic page and reads as the same
 * figure does in running text (decision 009); a value with Arabic words takes their direction, its Latin runs
 * already isolated where the messages are loaded.
 */
export function FigureValue({ value }: { value: string }) {
  return <bdi dir={arabic.test(value) ? undefined : 'ltr'}>{value}</bdi>;
}
