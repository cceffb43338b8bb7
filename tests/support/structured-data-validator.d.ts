/** The part of `@adobe/structured-data-validator` (plain JavaScript) the structured-data suite uses. */
declare module '@adobe/structured-data-validator' {
  export type Issue = { rootType: string; dataFormat: string; issueMessage: string; severity: 'ERROR' | 'WARNING'; fieldNames?: string[] };
  /** Checks items as Web Auto Extractor lists them (`{ jsonld: { Type: [item] } }`) against Google's rich-result rules. */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: { jsonld?: Record<string, unknown[]> }): Promise<Issue[]>;
  }
}
