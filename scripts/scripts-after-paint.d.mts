import type { IncomingMessage, ServerResponse } from 'node:http';

export const heldScriptsAttribute: string;
export function holdScriptsInHead(head: string): string;
export function holdScriptsOnPages(req: IncomingMessage, res: ServerResponse): void;
