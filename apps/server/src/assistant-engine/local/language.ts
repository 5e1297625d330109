// Which of ru, en, fr a text is written in: Cyrillic means Russian; French by its accents and common
// words; otherwise English. The request's locale decides when the text gives no sign (numbers only).
import type { AiLocale } from '@nova/core/ai/limits';

const frenchWords =
  /(?:^|[\s,.;:!?'’(])(?:le|la|les|des|du|un|une|et|pour|avec|demain|aujourd'hui|après|avant|je|il|faut|acheter|appeler|faire|rendez|semaine|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|chez|au|aux|d'ici|ce|soir|matin|pas|ne)(?=$|[\s,.;:!?'’)])/giu;
const englishWords =
  /(?:^|[\s,.;:!?(])(?:the|and|to|for|with|tomorrow|today|buy|call|on|at|by|next|my|a|an|of|in|week|monday|tuesday|wednesday|thursday|friday|saturday|sunday|need|must|should|finish|write)(?=$|[\s,.;:!?)])/giu;

export function detectLanguage(text: string, fallback: AiLocale): AiLocale {
  let cyrillic = 0;
  let latin = 0;
  for (const ch of text) {
    if (ch >= '\u0400' && ch <= '\u04ff') cyrillic++;
    else if ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '\u00c0' && ch <= '\u017f'))
      latin++;
  }
  if (cyrillic === 0 && latin === 0) return fallback;
  if (cyrillic >= latin) return 'ru';
  const accents = (text.match(/[àâçéèêëîïôûùüÿœæ]/giu) ?? []).length;
  const fr = (text.match(frenchWords) ?? []).length + accents;
  const en = (text.match(englishWords) ?? []).length;
  if (fr > en) return 'fr';
  if (en > fr) return 'en';
  return fallback === 'ru' ? 'en' : fallback;
}
