// The colour of a tag: a swatch button opening a small radio group (no colour, gray, the twelve).
import type { TagColor } from '@nova/core/domain/validation';
import * as Popover from '@radix-ui/react-popover';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { noColorClass, swatchClass } from '../../../lib/palette.ts';
import { tagColorList } from '../tag-rules.ts';

type Props = { name: string; color: TagColor | null; onChange: (color: TagColor | null) => void };

export function TagColorPicker({ name, color, onChange }: Props) {
  const { t } = useTranslation('tags');
  // The choice shows at once; the cache follows a moment later (and rolls back on failure).
  const [selected, setSelected] = useState(color);
  useEffect(() => setSelected(color), [color]);
  const colorName = color ? t(`color.${color}`) : t('color.none');
  const options: Array<TagColor | null> = [null, ...tagColorList];

  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={t('color.change', { name, color: colorName })}
        title={colorName}
        className="flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span
          aria-hidden="true"
          className={cn('size-4 rounded-full', color ? swatchClass[color] : noColorClass)}
        />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          className="z-50 w-64 rounded-xl border border-border bg-popover p-3 text-popover-foreground shadow-lg data-[state=open]:animate-fade-in motion-reduce:animate-none"
        >
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{t('color.legend', { name })}</legend>
            <div className="grid grid-cols-7 gap-1.5">
              {options.map((option) => (
                <label
                  key={option ?? 'none'}
                  className="relative block"
                  title={option ? t(`color.${option}`) : t('color.none')}
                >
                  <input
                    type="radio"
                    name={`tag-color-${name}`}
                    checked={option === selected}
                    onChange={() => {
                      setSelected(option);
                      onChange(option);
                    }}
                    className="peer absolute inset-0 z-10 m-0 cursor-pointer opacity-0"
                  />
                  <span className="sr-only">{option ? t(`color.${option}`) : t('color.none')}</span>
                  <span
                    aria-hidden="true"
                    className={cn(
                      'block size-7 cursor-pointer rounded-full ring-offset-2 ring-offset-popover',
                      'peer-checked:ring-2 peer-checked:ring-foreground peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-ring',
                      option ? swatchClass[option] : noColorClass,
                    )}
                  />
                </label>
              ))}
            </div>
          </fieldset>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
