// The selected node's style (SPEC §2): fill and stroke colours, font size (default 14), font family
// (default Arial) and width (150-300 px). Each field commits on its native `change` (a colour picked,
// a number entered with Enter or by leaving the field, a family chosen), so one change is one undo
// step, not one per keystroke or per pixel the picker passes through. A value equal to the default is
// not stored; the colours have a reset back to the node's colour.
import type { MindMapNodeStyle } from '@nova/core/contracts/mind-maps';
import {
  NODE_FONT_FAMILY_DEFAULT,
  NODE_FONT_SIZE_DEFAULT,
  NODE_WIDTH_MAX,
  NODE_WIDTH_MIN,
} from '@nova/core/domain/mind-map';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/input.tsx';
import type { MapNode } from '../graph.ts';
import { NODE_DEFAULT_WIDTH } from '../node-box.ts';

export const FONT_SIZE_MIN = 8;
export const FONT_SIZE_MAX = 48;
/** Families every desktop and phone has (or substitutes metrically); Arial first, the default. */
export const fontFamilies = [
  NODE_FONT_FAMILY_DEFAULT,
  'Verdana',
  'Georgia',
  'Times New Roman',
  'Courier New',
  'Trebuchet MS',
] as const;
const FALLBACK_FILL = '#ffffff';
const FALLBACK_STROKE = '#94a3b8';
const fieldClass =
  'h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-ring';

type StyleKey = keyof MindMapNodeStyle;

/** The style with `key` set, or removed when the value is the default (or undefined). */
export function withStyle<K extends StyleKey>(
  style: MindMapNodeStyle,
  key: K,
  value: MindMapNodeStyle[K] | undefined,
): MindMapNodeStyle {
  const defaults: MindMapNodeStyle = {
    fontSize: NODE_FONT_SIZE_DEFAULT,
    fontFamily: NODE_FONT_FAMILY_DEFAULT,
    width: NODE_DEFAULT_WIDTH,
  };
  const { [key]: _old, ...rest } = style;
  return value === undefined || value === defaults[key] ? rest : { ...rest, [key]: value };
}

/** `#abc` as the colour input wants it: `#aabbcc`. */
const sixDigits = (hex: string) =>
  hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}`.toLowerCase() : hex.toLowerCase();

/**
 * A ref that calls `onCommit` on the element's native change event (not React's per-input onChange);
 * a callback ref, so an element re-created by its key (after undo) is listened to as well.
 */
function useNativeChange<T extends HTMLInputElement | HTMLSelectElement>(onCommit: (element: T) => void) {
  const latest = useRef(onCommit);
  latest.current = onCommit;
  return useCallback((element: T | null) => {
    if (!element) return;
    const listener = () => latest.current(element);
    element.addEventListener('change', listener);
    return () => element.removeEventListener('change', listener);
  }, []);
}

function ColourField(props: {
  id: string;
  label: string;
  value: string | undefined;
  fallback: string;
  onCommit: (value: string | undefined) => void;
}) {
  const { t } = useTranslation('mindmap');
  const ref = useNativeChange<HTMLInputElement>((input) => props.onCommit(input.value));
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={props.id}>{props.label}</Label>
      <div className="flex items-center gap-2">
        <input
          ref={ref}
          id={props.id}
          key={props.value ?? 'unset'}
          type="color"
          defaultValue={sixDigits(props.value ?? props.fallback)}
          aria-describedby={props.value ? undefined : `${props.id}-unset`}
          className="h-9 w-14 cursor-pointer rounded-md border border-input bg-background p-1 focus-visible:outline-2 focus-visible:outline-ring"
        />
        {props.value ? (
          <Button variant="ghost" size="sm" onClick={() => props.onCommit(undefined)}>
            {t('panel.style.reset', { field: props.label })}
          </Button>
        ) : (
          <span id={`${props.id}-unset`} className="text-xs text-muted-foreground">
            {t('panel.style.fromColour')}
          </span>
        )}
      </div>
    </div>
  );
}

function NumberField(props: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onCommit: (value: number) => void;
}) {
  const ref = useNativeChange<HTMLInputElement>((input) => {
    const number = Number(input.value);
    // Empty or not a number: the field goes back to the stored value.
    if (input.value.trim() === '' || !Number.isFinite(number)) input.value = String(props.value);
    else props.onCommit(Math.min(props.max, Math.max(props.min, Math.round(number))));
  });
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={props.id}>{props.label}</Label>
      <input
        ref={ref}
        id={props.id}
        key={props.value}
        type="number"
        inputMode="numeric"
        defaultValue={props.value}
        min={props.min}
        max={props.max}
        step={props.step}
        className={`${fieldClass} w-24`}
      />
    </div>
  );
}

function FontFamilyField({ value, onCommit }: { value: string; onCommit: (value: string) => void }) {
  const { t } = useTranslation('mindmap');
  const ref = useNativeChange<HTMLSelectElement>((select) => onCommit(select.value));
  // A family from an imported file that is not in the list stays choosable.
  const families: readonly string[] = fontFamilies.includes(value as (typeof fontFamilies)[number])
    ? fontFamilies
    : [value, ...fontFamilies];
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor="node-font-family">{t('panel.style.fontFamily')}</Label>
      <select ref={ref} id="node-font-family" key={value} defaultValue={value} className={fieldClass}>
        {families.map((family) => (
          <option key={family} value={family} style={{ fontFamily: family }}>
            {family}
          </option>
        ))}
      </select>
    </div>
  );
}

export function NodeStyleFields({
  node,
  onStyle,
}: {
  node: MapNode;
  onStyle: (style: MindMapNodeStyle) => void;
}) {
  const { t } = useTranslation('mindmap');
  const style = node.data.style;
  const set =
    <K extends StyleKey>(key: K) =>
    (value: MindMapNodeStyle[K] | undefined) => {
      const next = withStyle(style, key, value);
      if (JSON.stringify(next) !== JSON.stringify(style)) onStyle(next);
    };
  return (
    <fieldset className="flex flex-col gap-3" data-testid="node-style">
      <legend className="mb-1 text-sm font-medium">{t('panel.style.title')}</legend>
      <div className="flex flex-wrap gap-4">
        <ColourField
          id="node-fill"
          label={t('panel.style.fill')}
          value={style.fill}
          fallback={FALLBACK_FILL}
          onCommit={set('fill')}
        />
        <ColourField
          id="node-stroke"
          label={t('panel.style.stroke')}
          value={style.stroke}
          fallback={FALLBACK_STROKE}
          onCommit={set('stroke')}
        />
      </div>
      <div className="flex flex-wrap gap-4">
        <NumberField
          id="node-font-size"
          label={t('panel.style.fontSize')}
          value={style.fontSize ?? NODE_FONT_SIZE_DEFAULT}
          min={FONT_SIZE_MIN}
          max={FONT_SIZE_MAX}
          step={1}
          onCommit={set('fontSize')}
        />
        <NumberField
          id="node-width"
          label={t('panel.style.width')}
          value={style.width ?? NODE_DEFAULT_WIDTH}
          min={NODE_WIDTH_MIN}
          max={NODE_WIDTH_MAX}
          step={10}
          onCommit={set('width')}
        />
      </div>
      <FontFamilyField value={style.fontFamily ?? NODE_FONT_FAMILY_DEFAULT} onCommit={set('fontFamily')} />
    </fieldset>
  );
}
