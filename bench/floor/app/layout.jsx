// The floor: the smallest page this Next.js, React and build can serve, measured beside the site by `npm run bench`.
import { HydrationMark } from './hydration-mark';

export const metadata = { title: 'Floor', description: 'A bare Next.js page, the yardstick of the site bench.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>
        {children}
        <HydrationMark />
      </body>
    </html>
  );
}
