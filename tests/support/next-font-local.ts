/** `next/font/local` outside Next's compiler (unit tests): a font with the class names the real loader would give. */
export default function localFont(options: { variable?: string }) {
  return { className: 'font', variable: options.variable?.replace(/^--/, 'font-') ?? 'font', style: { fontFamily: 'font' } };
}
