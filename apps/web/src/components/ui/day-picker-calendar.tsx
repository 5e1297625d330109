// react-day-picker in single-date mode, in the interface language (lazy chunk with its stylesheet).
import type { CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import { fr } from 'react-day-picker/locale/fr';
import { ru } from 'react-day-picker/locale/ru';
import 'react-day-picker/style.css';

const locales = new Map([
  ['ru', ru],
  ['fr', fr],
  ['en', enUS],
]);

// The picker's colours follow the theme tokens; days stay 40 px so they are easy to hit.
const themed: CSSProperties & Record<`--${string}`, string> = {
  '--rdp-accent-color': 'var(--primary)',
  '--rdp-accent-background-color': 'var(--secondary)',
  '--rdp-day-height': '40px',
  '--rdp-day-width': '40px',
  '--rdp-day_button-height': '38px',
  '--rdp-day_button-width': '38px',
};

export type DayPickerCalendarProps = {
  selected: Date | undefined;
  language: string;
  onSelect: (date: Date | undefined) => void;
};

export function DayPickerCalendar({ selected, language, onSelect }: DayPickerCalendarProps) {
  const locale = locales.get(language.slice(0, 2)) ?? enUS;
  return (
    <DayPicker
      mode="single"
      autoFocus
      selected={selected}
      defaultMonth={selected}
      onSelect={onSelect}
      locale={locale}
      weekStartsOn={locale === enUS ? 0 : 1}
      style={themed}
    />
  );
}
