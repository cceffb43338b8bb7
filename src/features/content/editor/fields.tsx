'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/control-class';
import { Icon } from '@/components/ui/icon';
import { isUploadedPicture } from '@/components/sections/blocks/pictures';
import { icons, type IconName } from '@/components/sections/icons';
import { cn } from '@/lib/cn';
import { pathKey, useEditor } from './editor-context';
import { PictureUpload } from './picture-field';
import { defaultFor, fieldId, isKey, isLocalized, kindOf, optionFor, optionsOf, resolve, valueAt, type Path, type SchemaNode } from './json-schema';
import { featureLinesShown } from './layout-limits';

type Words = { ar: string; en: string };

const isIconName = (value: unknown): value is IconName => typeof value === 'string' && Object.hasOwn(icons, value);
type FieldProps = { path: Path; node: SchemaNode; name: string; required: boolean };

/** Fields whose words run to sentences and paragraphs: a growing text area rather than one line. */
const longText = new Set(['body', 'lead', 'description', 'quote', 'sentence', 'note', 'caption', 'conclusion', 'card']);

/** Lengths a layout is written for (search engines cut titles and descriptions there): counted against, not enforced. */
const softLimits: Record<string, number> = { 'seo.title': 60, 'seo.description': 160 };

/** The label of a field, from the property's name. */
export function useFieldLabel() {
  const t = useTranslations('contentAdmin');
  return (name: string) => (t.has(`fields.${name}`) ? t(`fields.${name}`) : t('fields.value'));
}

/** One field of the document, drawn from its schema. */
export function Field(props: FieldProps) {
  const { root } = useEditor();
  if (isLocalized(props.node)) return <LocalizedField {...props} />;
  const node = resolve(root, props.node);
  if (node.type === 'object') return <ObjectField {...props} node={node} />;
  if (node.type === 'array' && node.items) {
    if (optionsOf(resolve(root, node.items))) return <BlockList {...props} node={node} />;
    return <ListField {...props} node={node} />;
  }
  if (node.enum) return <ChoiceField {...props} node={node} />;
  if (node.type === 'boolean') return <CheckField {...props} />;
  if (node.type === 'number' || node.type === 'integer') return <NumberField {...props} node={node} />;
  return <TextField {...props} node={node} />;
}

/** What the server said of a field: its refusal of the last save, worded in the interface's language. */
function Problem({ path }: { path: Path }) {
  const { issues } = useEditor();
  const t = useTranslations('contentAdmin.problems');
  const issue = issues.get(pathKey(path));
  if (!issue) return null;
  return (
    <p id={`${fieldId(path)}-problem`} className="mt-1 flex items-start gap-1.5 text-sm font-medium text-destructive">
      <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
      {t(issue.problem, { limit: issue.limit ?? 0 })}
    </p>
  );
}

/** The fields of an object, in the schema's order; ids and kinds are the editor's business, never shown. */
function ObjectField({ path, node, name }: FieldProps) {
  const label = useFieldLabel();
  const fields = <ObjectFields path={path} node={node} />;
  if (path.length === 0 || typeof path[path.length - 1] === 'number') return fields;
  return (
    <fieldset className="min-w-0 space-y-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold">{label(name)}</legend>
      {fields}
    </fieldset>
  );
}

export function ObjectFields({ path, node }: { path: Path; node: SchemaNode }) {
  const { root, data, change } = useEditor();
  const t = useTranslations('contentAdmin.editor');
  const label = useFieldLabel();
  const required = new Set(node.required ?? []);
  return (
    <div className="space-y-4">
      {Object.entries(node.properties ?? {}).map(([key, child]) => {
        if (key === 'kind' || (key === 'id' && isKey(resolve(root, child)))) return null;
        const childPath = [...path, key];
        const value = valueAt(data, childPath);
        // Words are always offered: a field left empty in both languages is simply not stored. So is a yes/no
        // question, unticked meaning no.
        if (!required.has(key) && !isLocalized(child) && resolve(root, child).type !== 'boolean') {
          if (value === undefined) {
            return (
              <Button key={key} variant="outline" size="sm" onClick={() => change(childPath, defaultFor(root, child, key))}>
                <Icon name="plus" />
                {t('addField', { field: label(key) })}
              </Button>
            );
          }
          return (
            <div key={key} className="space-y-2">
              <Field path={childPath} node={child} name={key} required={false} />
              <Button variant="ghost" size="sm" onClick={() => change(childPath, undefined)}>
                <Icon name="x" />
                {t('removeField', { field: label(key) })}
              </Button>
            </div>
          );
        }
        // An uploaded picture must be described in both languages (`picture`, blocks/fields.ts).
        const needed = required.has(key) || (key === 'alt' && isUploadedPicture(valueAt(data, [...path, 'image'])));
        return <Field key={key} path={childPath} node={child} name={key} required={needed} />;
      })}
    </div>
  );
}

/** Words in both languages side by side (one at a time on a phone), each with its count and any gap marked. */
function LocalizedField({ path, name, required }: FieldProps) {
  const { data, change, gaps, phoneLanguage } = useEditor();
  const t = useTranslations('contentAdmin');
  const label = useFieldLabel();
  const labelId = useId();
  const value = (valueAt(data, path) as Words | undefined) ?? { ar: '', en: '' };
  const gap = gaps.get(pathKey(path));
  const limit = softLimits[pathKey(path)];
  const multiline = longText.has(name) || typeof path[path.length - 1] === 'number';
  const hintId = name === 'alt' ? `${fieldId(path)}-hint` : undefined;
  const set = (language: 'ar' | 'en', text: string) => {
    const next = { ...value, [language]: text };
    change(path, !required && next.ar === '' && next.en === '' ? undefined : next);
  };
  return (
    <div role="group" aria-labelledby={labelId} className="space-y-2">
      <p id={labelId} className="text-sm font-semibold">
        {label(name)}
        {required && (
          <span aria-hidden="true" className="ms-1 text-destructive">
            *
          </span>
        )}
      </p>
      {hintId && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {t(required ? 'editor.altHintRequired' : 'editor.altHint')}
        </p>
      )}
      <div className="grid gap-3 lg:grid-cols-2">
        {(['ar', 'en'] as const).map((language) => {
          const id = fieldId(path, language);
          const text = value[language];
          const other = value[language === 'ar' ? 'en' : 'ar'];
          const missing = (gap && (gap.missing === language || gap.missing === 'both')) || (text.trim() === '' && other.trim() !== '');
          const over = limit !== undefined && text.length > limit;
          const notes = [hintId, missing && `${id}-missing`, `${id}-count`, `${fieldId(path)}-problem`].filter(Boolean).join(' ');
          const control = {
            id,
            value: text,
            dir: language === 'ar' ? 'rtl' : 'ltr',
            lang: language,
            'aria-describedby': notes,
            'aria-required': required,
            className: cn(controlClass(missing), multiline && 'min-h-24 [field-sizing:content]'),
            onChange: (event: { target: { value: string } }) => set(language, event.target.value),
          } as const;
          return (
            <div key={language} className={cn('space-y-1', phoneLanguage !== language && 'hidden lg:block')}>
              <label htmlFor={id} className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
                <span>
                  <span className="sr-only">{label(name)} </span>
                  {t(`fields.${language}`)}
                </span>
              </label>
              {multiline ? <textarea rows={3} {...control} /> : <input type="text" {...control} />}
              <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
                {missing ? (
                  <span id={`${id}-missing`} className="inline-flex items-center gap-1 font-semibold text-destructive">
                    <Icon name="circle-exclamation-point" className="size-3.5" />
                    {t(`editor.missing.${language}`)}
                  </span>
                ) : (
                  <span />
                )}
                <span id={`${id}-count`} className={cn('text-muted-foreground', over && 'font-semibold text-destructive')}>
                  {limit ? t('editor.countOf', { count: text.length, limit }) : t('editor.count', { count: text.length })}
                </span>
              </div>
            </div>
          );
        })}
      </div>
      <Problem path={path} />
    </div>
  );
}

/** A closed list: block backgrounds, button styles, area colours, services and icons, each named in the interface's language. */
function ChoiceField({ path, node, name, required }: FieldProps) {
  const { data, change, choiceLabels } = useEditor();
  const t = useTranslations('contentAdmin');
  const label = useFieldLabel();
  const id = fieldId(path);
  const group = ({ tone: 'tones', style: 'styles', accent: 'accents', icon: 'icons', layout: 'layouts' } as Record<string, string>)[name];
  const word = (value: string) => choiceLabels[name]?.[value] ?? (group && t.has(`${group}.${value}`) ? t(`${group}.${value}`) : value);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label(name)}
      </label>
      <div className="flex items-center gap-2">
        {/* An icon is chosen by its name; the one chosen is drawn beside the list. */}
        {name === 'icon' && isIconName(valueAt(data, path)) && (
          <span className="grid size-10 shrink-0 place-items-center rounded-lg border border-border bg-muted" aria-hidden="true">
            <Icon name={icons[valueAt(data, path) as IconName]} className="size-5" />
          </span>
        )}
        <select
          id={id}
          className={controlClass()}
          value={String(valueAt(data, path) ?? '')}
          aria-required={required}
          aria-describedby={`${id}-problem`}
          onChange={(event) => change(path, event.target.value)}
        >
          {node.enum!.map((value) => (
            <option key={value} value={value}>
              {word(value)}
            </option>
          ))}
        </select>
      </div>
      <Problem path={path} />
    </div>
  );
}

function CheckField({ path, name }: FieldProps) {
  const { data, change } = useEditor();
  const label = useFieldLabel();
  const id = fieldId(path);
  return (
    <div className="flex min-h-10 items-center gap-3">
      <input
        id={id}
        type="checkbox"
        className="size-5"
        checked={valueAt(data, path) === true}
        onChange={(event) => change(path, event.target.checked || undefined)}
      />
      <label htmlFor={id} className="text-sm font-semibold">
        {label(name)}
      </label>
    </div>
  );
}

function NumberField({ path, node, name }: FieldProps) {
  const { data, change } = useEditor();
  const label = useFieldLabel();
  const id = fieldId(path);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label(name)}
      </label>
      <input
        id={id}
        type="number"
        dir="ltr"
        min={node.minimum}
        max={node.maximum}
        className={cn(controlClass(), 'max-w-40')}
        value={String(valueAt(data, path) ?? '')}
        onChange={(event) => change(path, event.target.value === '' ? undefined : Number(event.target.value))}
      />
      <Problem path={path} />
    </div>
  );
}

/** Addresses, picture paths and the page a card shows: Latin, left to right; links offer the site's pages. */
function TextField({ path, node, name, required }: FieldProps) {
  const { data, change, pages, issues } = useEditor();
  const t = useTranslations('contentAdmin.editor');
  const label = useFieldLabel();
  const id = fieldId(path);
  const value = String(valueAt(data, path) ?? '');
  const hint = name === 'href' ? 'hrefHint' : name === 'image' || name === 'src' ? 'imageHint' : name === 'canonical' ? 'canonicalHint' : undefined;
  if (name === 'source') {
    return (
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-semibold">
          {label(name)}
        </label>
        <select id={id} className={controlClass()} value={value} onChange={(event) => change(path, event.target.value || undefined)}>
          <option value="">{t('noSource')}</option>
          {pages.map((page) => (
            <option key={page.id} value={page.id}>
              {page.title}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label(name)}
      </label>
      <input
        id={id}
        type="text"
        dir="ltr"
        spellCheck={false}
        list={name === 'href' ? 'content-editor-pages' : undefined}
        maxLength={node.maxLength}
        aria-required={required}
        aria-invalid={issues.has(pathKey(path)) || undefined}
        aria-describedby={[hint && `${id}-hint`, `${id}-problem`].filter(Boolean).join(' ')}
        className={controlClass(issues.has(pathKey(path)))}
        value={value}
        onChange={(event) => change(path, event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted-foreground">
          {t(hint)}
        </p>
      )}
      {hint === 'imageHint' && (
        <PictureUpload
          value={value}
          onUploaded={(url) => change(path, url)}
          onChosen={(picture) => {
            change(path, picture.path);
            // What the library says the picture shows, where this place has no description of its own yet.
            const altPath = [...path.slice(0, -1), 'alt'];
            const alt = valueAt(data, altPath) as Words | undefined;
            if (picture.alt && !alt?.ar && !alt?.en) change(altPath, picture.alt);
          }}
          describedBy={`${id}-hint`}
        />
      )}
      <Problem path={path} />
    </div>
  );
}

/** Buttons that move, or remove, one entry of a list; each names what it acts on for a screen reader. */
function EntryActions({
  index,
  count,
  what,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  what: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const t = useTranslations('contentAdmin.editor');
  return (
    <div className="flex flex-wrap gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('moveUp', { what })}
        title={t('moveUp', { what })}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <Icon name="arrow-down" className="rotate-180" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('moveDown', { what })}
        title={t('moveDown', { what })}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <Icon name="arrow-down" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={t('remove', { what })} title={t('remove', { what })} onClick={onRemove}>
        <Icon name="trash" />
      </Button>
    </div>
  );
}

/** A list's entries with a move and remove for each; `add` makes a new one at the end. */
function useList(path: Path) {
  const { data, change } = useEditor();
  const items = (valueAt(data, path) as unknown[] | undefined) ?? [];
  return {
    items,
    move: (from: number, to: number) => {
      const next = [...items];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved);
      change(path, next);
    },
    remove: (index: number) =>
      change(
        path,
        items.filter((_, at) => at !== index),
      ),
    add: (value: unknown) => change(path, [...items, value]),
  };
}

/** Lines, items, rows: each in its own frame, added, removed and reordered. */
function ListField({ path, node, name }: FieldProps) {
  const { root, data } = useEditor();
  const t = useTranslations('contentAdmin.editor');
  const label = useFieldLabel();
  const { items, move, remove, add } = useList(path);
  const full = node.maxItems !== undefined && items.length >= node.maxItems;
  // A block whose layout shows only the first lines of this list (`[…, block, 'items', n, 'features']`).
  const shown =
    name === 'features' && path.length >= 5
      ? featureLinesShown((valueAt(data, path.slice(0, -3)) as { kind?: unknown } | undefined)?.kind, valueAt(data, path.slice(0, -1)) as never)
      : undefined;
  const hintId = `${fieldId(path)}-shown`;
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-border p-4" aria-describedby={shown !== undefined ? hintId : undefined}>
      <legend className="px-1 text-sm font-semibold">{label(name)}</legend>
      {shown !== undefined && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {t('linesShown', { count: shown })}
        </p>
      )}
      <ol className="space-y-3">
        {items.map((item, index) => {
          const what = t('entry', { list: label(name), number: index + 1 });
          const key = (item && typeof item === 'object' && 'id' in item ? String(item.id) : undefined) ?? `${index}`;
          return (
            <li key={key} className="rounded-lg bg-muted/60 p-3">
              <div className="mb-2 flex items-center justify-between gap-2">
                <span className="text-sm font-semibold text-muted-foreground">
                  {what}
                  {shown !== undefined && index >= shown && <span className="ms-2 rounded-full bg-card px-2 py-0.5 text-xs">{t('notShown')}</span>}
                </span>
                <EntryActions index={index} count={items.length} what={what} onMove={(to) => move(index, to)} onRemove={() => remove(index)} />
              </div>
              <Field path={[...path, index]} node={node.items!} name={name} required />
            </li>
          );
        })}
      </ol>
      <Button variant="outline" size="sm" disabled={full} onClick={() => add(defaultFor(root, node.items!, name))}>
        <Icon name="plus" />
        {t('addEntry', { list: label(name) })}
      </Button>
    </fieldset>
  );
}

/** The page's sections in order: each opened to edit, moved or removed; a new one of any kind added at the end. */
function BlockList({ path, node }: FieldProps) {
  const { root, data, openBlocks, toggleBlock, allowedKinds } = useEditor();
  const t = useTranslations('contentAdmin');
  const locale = useLocale() as 'ar' | 'en';
  const kindsId = useId();
  const { items, move, remove, add } = useList(path);
  const union = resolve(root, node.items!);
  // An entry of a collection offers the kinds of section its kind of page uses (decision 013); a fixed page, any.
  const kinds = (optionsOf(union) ?? [])
    .map(kindOf)
    .filter((kind): kind is string => Boolean(kind) && (!allowedKinds || allowedKinds.includes(kind!)));
  const kindLabel = (kind: string) => (t.has(`kinds.${kind}`) ? t(`kinds.${kind}`) : kind);
  return (
    <div className="space-y-4">
      <ol className="space-y-4">
        {items.map((block, index) => {
          const kind = String((block as { kind?: unknown }).kind ?? '');
          const option = optionFor(union, block);
          const blockPath = [...path, index];
          const key = pathKey(blockPath);
          const open = openBlocks.has(key);
          const title = (valueAt(data, [...blockPath, 'title']) as Words | undefined)?.[locale];
          const what = t('editor.section', { number: index + 1, kind: kindLabel(kind) });
          return (
            <li key={String((block as { id?: unknown }).id ?? index)}>
              <section aria-label={what} className="rounded-xl border border-border bg-background shadow-sm">
                <div className="flex flex-wrap items-center justify-between gap-2 p-3">
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-controls={`${fieldId(blockPath)}-fields`}
                    onClick={() => toggleBlock(key)}
                    className="flex min-h-10 min-w-0 flex-1 items-center gap-2 rounded-md px-2 text-start hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary"
                  >
                    <Icon
                      name="chevron-down"
                      className={cn('size-4 shrink-0 transition-transform motion-reduce:transition-none', !open && '-rotate-90 rtl:rotate-90')}
                    />
                    <span className="font-semibold">{what}</span>
                    {title && <span className="truncate text-sm text-muted-foreground">{title}</span>}
                  </button>
                  <EntryActions
                    index={index}
                    count={items.length}
                    what={what}
                    onMove={(to) => move(index, to)}
                    onRemove={() => {
                      if (window.confirm(t('editor.confirmRemoveSection', { section: what }))) remove(index);
                    }}
                  />
                </div>
                <div id={`${fieldId(blockPath)}-fields`} hidden={!open} className="border-t border-border p-4">
                  {open && option && <ObjectFields path={blockPath} node={option} />}
                </div>
              </section>
            </li>
          );
        })}
      </ol>
      <form
        className="flex flex-wrap items-end gap-2 rounded-xl border border-dashed border-border p-3"
        onSubmit={(event) => {
          event.preventDefault();
          const kind = new FormData(event.currentTarget).get('kind');
          const option = (optionsOf(union) ?? []).find((candidate) => kindOf(candidate) === kind);
          if (!option) return;
          add(defaultFor(root, option, String(kind)));
          toggleBlock(pathKey([...path, items.length]), true);
        }}
      >
        <div className="min-w-52 flex-1">
          <label htmlFor={kindsId} className="mb-1 block text-sm font-semibold">
            {t('editor.newSectionKind')}
          </label>
          <select id={kindsId} name="kind" className={controlClass()}>
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {kindLabel(kind)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="outline">
          <Icon name="plus" />
          {t('editor.addSection')}
        </Button>
      </form>
    </div>
  );
}

/** A heading for a part of the form (the page's header, its search-engine fields, its sections). */
export function FormPart({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl border border-border bg-background p-4 sm:p-6">
      <h2 id={headingId} className="text-h3 font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
