'use client';

import { createContext, useContext } from 'react';
import type { Gap } from '@/components/sections/blocks/gaps';
import type { FieldIssue } from '@/features/content/validation';
import type { Path, RootSchema } from './json-schema';

/** A page a link or a card may point to: its address (without the language) and its title in the interface's language. */
export type PageChoice = { id: string; path: string; title: string };

/** What every field of the form reads: the document, how to change it, and what the server said of it. */
export type EditorContextValue = {
  root: RootSchema;
  data: unknown;
  change: (path: Path, value: unknown) => void;
  /** The refusals of the last save, and the missing translations of the saved draft, by path (`path.join('.')`). */
  issues: ReadonlyMap<string, FieldIssue>;
  gaps: ReadonlyMap<string, Gap>;
  /** On a phone one language is shown at a time; from 1024 px both, side by side. */
  phoneLanguage: 'ar' | 'en';
  pages: PageChoice[];
  /** Labels for values of closed lists the messages do not word (services, icons), by value. */
  choiceLabels: Record<string, Record<string, string>>;
  /** The kinds of section that may be added (an entry's collection's), or undefined for any. */
  allowedKinds?: readonly string[];
  /** Blocks whose fields are open. */
  openBlocks: ReadonlySet<string>;
  toggleBlock: (key: string, open?: boolean) => void;
};

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('Editor fields are drawn inside the content editor.');
  return value;
}

export const pathKey = (path: Path) => path.join('.');
