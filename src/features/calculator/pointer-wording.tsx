import type { ReactNode } from 'react';

/**
 * One instruction in two wordings, for a mouse and keyboard ("click", "press Enter") or for a touch screen ("tap").
 * Both are in the HTML and a media query, `(hover: none) and (pointer: coarse)` (phones and tablets), shows the one
 * that fits, so it is right on first paint, without script; the other is `display: none`, so assistive technology
 * reads only the shown one too. (The class names are written out in full so Tailwind finds them.)
 */
export function PointerWording({ pointer, touch }: { pointer: ReactNode; touch: ReactNode }) {
  return (
    <>
      <span className="[@media(hover:none)_and_(pointer:coarse)]:hidden">{pointer}</span>
      <span className="hidden [@media(hover:none)_and_(pointer:coarse)]:inline">{touch}</span>
    </>
  );
}
