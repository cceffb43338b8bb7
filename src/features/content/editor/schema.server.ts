import 'server-only';
import { z } from 'zod';
import { pageDocumentSchema } from '@/components/sections/blocks/document';
import type { RootSchema } from './json-schema';

let made: RootSchema | undefined;

/** The documents' schema as the editor reads it (./json-schema.ts), made once per process. */
export function editorSchema(): RootSchema {
  made ??= z.toJSONSchema(pageDocumentSchema, { unrepresentable: 'any' }) as RootSchema;
  return made;
}
