/**
 * Content migrations (decision 011): a release that changes the documents' shape (a new required field, a renamed
 * one, a block kind split in two) raises `contentFormat` and adds the step that takes a document of the format
 * before to the new one. Stored versions are never rewritten: each is migrated as it is read, from the format it
 * was written in, so staff's drafts and history survive every upgrade, and a version that a step cannot carry is
 * reported rather than lost.
 */

export type Migration = (document: Record<string, unknown>) => Record<string, unknown>;

/** The step from each format to the next, by the format it starts from. None yet: the shape is still format 1. */
export const contentMigrations: Readonly<Record<number, Migration>> = {};

/** A document of format `from` in format `to`, step by step; undefined when a step is missing. */
export function migrateDocument(
  data: Record<string, unknown>,
  from: number,
  to: number,
  migrations: Readonly<Record<number, Migration>> = contentMigrations,
): Record<string, unknown> | undefined {
  let document = structuredClone(data);
  for (let format = from; format < to; format++) {
    const step = migrations[format];
    if (!step) return undefined;
    document = step(document);
  }
  return document;
}
