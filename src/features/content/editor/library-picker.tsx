'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { mediaPickerApiPath } from '@/features/media/paths';

type Words = { ar: string; en: string };
export type LibraryPicture = {
  path: string;
  thumbnail: string;
  name?: string;
  alt?: Words;
  focus: { x: number; y: number };
  width: number;
  height: number;
};

/**
 * "Choose from the library" (decision 019): a dialog of the media library's pictures, searchable by name or
 * description; choosing one hands back its address and, when the library describes it, what it shows.
 */
export function LibraryPicker({ onChosen }: { onChosen: (picture: LibraryPicture) => void }) {
  const t = useTranslations('contentAdmin.editor.picture');
  const locale = useLocale() as 'ar' | 'en';
  const dialog = useRef<HTMLDialogElement>(null);
  const [pictures, setPictures] = useState<LibraryPicture[] | 'loading' | 'failed'>('loading');
  const [query, setQuery] = useState('');

  async function open() {
    dialog.current?.showModal();
    setPictures('loading');
    try {
      const response = await fetch(mediaPickerApiPath, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(String(response.status));
      setPictures(((await response.json()) as { pictures: LibraryPicture[] }).pictures);
    } catch {
      setPictures('failed');
    }
  }

  const words = query.trim().toLocaleLowerCase();
  const shown =
    typeof pictures === 'string'
      ? []
      : pictures.filter(
          (picture) => !words || [picture.name, picture.alt?.ar, picture.alt?.en].some((text) => text?.toLocaleLowerCase().includes(words)),
        );

  return (
    <>
      <button
        type="button"
        onClick={() => void open()}
        className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-border px-3 text-sm font-semibold hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary"
      >
        <Icon name="layout-grid" />
        {t('library')}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="library-picker-title"
        className="m-auto w-[min(56rem,calc(100vw-2rem))] rounded-xl border border-border bg-card p-0 text-foreground shadow-2xl backdrop:bg-black/70 dark:border-white/25"
      >
        <div className="flex items-center justify-between gap-4 border-b border-border p-4">
          <h2 id="library-picker-title" className="text-lg font-semibold">
            {t('libraryTitle')}
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="grid size-10 place-items-center rounded-lg hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary"
            aria-label={t('libraryClose')}
          >
            <Icon name="x" />
          </button>
        </div>
        <div className="space-y-4 p-4">
          <label className="block text-sm font-semibold">
            {t('librarySearch')}
            <input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              className="mt-1 block min-h-10 w-full rounded-lg border border-border bg-background px-3 font-normal"
            />
          </label>
          {pictures === 'loading' && <p role="status">{t('libraryLoading')}</p>}
          {pictures === 'failed' && <p role="alert">{t('libraryFailed')}</p>}
          {typeof pictures !== 'string' && shown.length === 0 && <p role="status">{t('libraryEmpty')}</p>}
          <ul className="grid max-h-[60vh] grid-cols-2 gap-3 overflow-y-auto p-1 sm:grid-cols-3 lg:grid-cols-4">
            {shown.map((picture) => {
              const described = picture.alt?.[locale];
              const name = described || picture.name || picture.path;
              return (
                <li key={picture.path}>
                  <button
                    type="button"
                    onClick={() => {
                      onChosen(picture);
                      dialog.current?.close();
                    }}
                    aria-label={t('libraryChoose', { name })}
                    className="w-full overflow-hidden rounded-lg border border-border text-start hover:border-primary focus-visible:outline-2 focus-visible:outline-primary"
                  >
                    {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail of the stored file */}
                    <img
                      src={picture.thumbnail}
                      alt=""
                      loading="lazy"
                      className="aspect-[4/3] w-full bg-muted object-cover"
                      style={{ objectPosition: `${picture.focus.x}% ${picture.focus.y}%` }}
                    />
                    <span className="block px-2 py-1.5 text-sm">
                      <bdi className="block truncate">{described || picture.name}</bdi>
                      {!described && <span className="block text-xs text-muted-foreground">{t('libraryUndescribed')}</span>}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      </dialog>
    </>
  );
}
