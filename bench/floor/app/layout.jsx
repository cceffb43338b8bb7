// The floor: a bare Next.js page as `create-next-app` makes one (a global stylesheet and a self-hosted typeface through
// next/font, which preloads it), of this Next.js, React and build, measured beside the site by `npm run bench`.
// Without a stylesheet its largest paint would be unstyled text, which no styled page can match (issue 23).
import localFont from 'next/font/local';
import { HydrationMark } from './hydration-mark';
import './globals.css';

// Copied in by scripts/bench.mjs from public/fonts, so the floor downloads what a site page's text face weighs.
const textFace = localFont({ src: './text-face.woff2', display: 'swap' });

export const metadata = { title: 'Floor', description: 'A bare Next.js page, the yardstick of the site bench.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en" className={textFace.className}>
      <body>
        {children}
        <HydrationMark />
      </body>
    </html>
  );
}
