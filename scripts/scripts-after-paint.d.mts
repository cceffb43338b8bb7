import type { IncomingMessage, ServerResponse } from 'node:http';

export const heldScriptsAttribute: string;
export const payloadAfterPaintAttribute: string;
export function holdScriptsInHead(head: string, options?: { payloadAfterPaint?: boolean }): string;
export function takePayloadOut(body: string): string | undefined;
export function holdScriptsAndPayload(page: string): string;
export function holdScriptsOnPages(req: IncomingMessage, res: ServerResponse): void;
