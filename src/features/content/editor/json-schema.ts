/**
 * The editor draws its form from the documents' schema as JSON Schema (`z.toJSONSchema` of `pageDocumentSchema`,
 * made on the server), so it follows every block kind's zod schema without a copy of it in the browser. This reads
 * the subset that schema uses: objects, arrays, strings (enum, pattern), booleans, numbers, `oneOf` of block kinds
 * and the named `localized` pair.
 */
export type SchemaNode = {
  type?: string;
  $ref?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  enum?: string[];
  const?: string;
  pattern?: string;
  maxLength?: number;
  maxItems?: number;
  minItems?: number;
  minimum?: number;
  maximum?: number;
};

export type RootSchema = SchemaNode & { $defs?: Record<string, SchemaNode> };

/** A path from the document's top: `['blocks', 2, 'items', 0, 'title']`. */
export type Path = (string | number)[];

export const localizedRef = '#/$defs/localized';

export const isLocalized = (node: SchemaNode) => node.$ref === localizedRef;

/** The node a `$ref` names, or the node itself. */
export function resolve(root: RootSchema, node: SchemaNode): SchemaNode {
  if (!node.$ref) return node;
  const name = node.$ref.replace('#/$defs/', '');
  return root.$defs?.[name] ?? node;
}

/** The options of a union (`oneOf` of block kinds, or `anyOf`). */
export const optionsOf = (node: SchemaNode) => node.oneOf ?? node.anyOf;

/** The block kind an option of a union stands for (its `kind` constant). */
export const kindOf = (node: SchemaNode) => node.properties?.kind?.const;

/** The option of a union a value is: the block whose `kind` it has. */
export function optionFor(node: SchemaNode, value: unknown): SchemaNode | undefined {
  const kind = value && typeof value === 'object' ? (value as { kind?: unknown }).kind : undefined;
  return optionsOf(node)?.find((option) => kindOf(option) === kind);
}

/** Keys of blocks and items (their anchors): plain Latin, made for new ones so editors never type one. */
const keyPattern = '^[a-z0-9][a-zA-Z0-9-]*$';
export const isKey = (node: SchemaNode) => node.pattern === keyPattern;

export function newKey(prefix: string) {
  const base = prefix.replace(/[^a-zA-Z0-9-]/g, '').replace(/^[^a-z0-9]+/, '') || 'item';
  return `${base}-${Math.random().toString(36).slice(2, 7)}`;
}

/** What a new field, item or block starts as: every required part, empty. */
export function defaultFor(root: RootSchema, node: SchemaNode, name = 'item'): unknown {
  if (isLocalized(node)) return { ar: '', en: '' };
  const target = resolve(root, node);
  if (target.const !== undefined) return target.const;
  if (target.enum) return target.enum[0];
  if (isKey(target)) return newKey(name);
  switch (target.type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of target.required ?? []) value[key] = defaultFor(root, target.properties![key]!, key);
      return value;
    }
    case 'array':
      return Array.from({ length: target.minItems ?? 0 }, () => defaultFor(root, target.items!, name));
    case 'boolean':
      return false;
    case 'number':
    case 'integer':
      return target.minimum ?? 0;
    default:
      return '';
  }
}

/** The value at `path`. */
export function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((current, part) => (current as Record<string | number, unknown> | undefined)?.[part], value);
}

/** A copy of `value` with `path` set to `next` (undefined removes an object's field). */
export function setAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = setAt(copy[head as number], rest, next);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  const child = setAt(copy[head as string], rest, next);
  if (child === undefined) delete copy[head as string];
  else copy[head as string] = child;
  return copy;
}

/** The id of a field's element for `path` (and language): gaps and refusals link to it. */
export const fieldId = (path: Path, language?: 'ar' | 'en') => `field-${path.join('.')}${language ? `-${language}` : ''}`;
