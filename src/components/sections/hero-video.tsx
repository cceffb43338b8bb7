'use client';

import { prefersReducedMotion } from '@/lib/reduced-motion';
import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';

type Status = 'loading' | 'playing' | 'failed';

/**
 * Muted looping background video: a spinner until it plays, the poster alone if it fails or motion is reduced.
 * The poster is the hero's first picture, preloaded at high priority from the document's head; the video itself
 * is fetched only once the page is interactive (no `autoplay`, nothing preloaded), so it never competes with it.
 */
export function HeroVideo({ poster, sources, loadingLabel }: { poster: string; sources: { src: string; type: string }[]; loadingLabel: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  preload(poster, { as: 'image', fetchPriority: 'high' });

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (prefersReducedMotion()) {
      element.pause();
      return;
    }
    element.play().catch(() => setStatus('failed'));
  }, []);

  return (
    <>
      <video
        ref={video}
        className="absolute inset-0 -z-20 size-full object-cover"
        poster={poster}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        onPlaying={() => setStatus('playing')}
        onError={() => setStatus('failed')}
      >
        {sources.map((source, index) => (
          // The element's own error event does not fire for <source> failures; the last source's does.
          <source
            key={source.src}
            src={source.src}
            type={source.type}
            onError={index === sources.length - 1 ? () => setStatus('failed') : undefined}
          />
        ))}
      </video>
      {status === 'loading' && (
        <div role="status" className="absolute end-6 bottom-6 flex items-center gap-2 text-sm text-white/80 motion-reduce:hidden">
          <span className="size-5 animate-spin rounded-full border-2 border-white/30 border-t-white" aria-hidden="true" />
          <span className="sr-only">{loadingLabel}</span>
        </div>
      )}
    </>
  );
}
