// The keyboard- and screen-reader-friendly alternative to dragging: a menu of the other quadrants.
import type { Quadrant } from '@nova/core/domain/priority';
import { quadrants } from '@nova/core/domain/priority';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { ArrowRightLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';

type Props = { title: string; current: Quadrant; onMove: (target: Quadrant) => void };

export function MoveToMenu({ title, current, onMove }: Props) {
  const { t } = useTranslation('priorities');
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        aria-label={t('card.moveToLabel', { title })}
        title={t('card.moveTo')}
        className={buttonClasses('ghost', 'sm', 'size-8 px-0 text-muted-foreground')}
      >
        <ArrowRightLeft aria-hidden="true" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-56 rounded-lg border border-border bg-popover p-1 text-popover-foreground shadow-lg data-[state=open]:animate-fade-in motion-reduce:animate-none"
        >
          <Menu.Label className="px-2 py-1.5 text-xs font-medium text-muted-foreground">
            {t('card.moveTo')}
          </Menu.Label>
          {quadrants
            .filter((q) => q !== current)
            .map((q) => (
              <Menu.Item
                key={q}
                onSelect={() => onMove(q)}
                className="flex cursor-default flex-col items-start rounded-md px-2 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-muted"
              >
                <span className="font-medium">{t(`quadrant.${q}.title`)}</span>
                <span className="text-xs text-muted-foreground">{t(`quadrant.${q}.meaning`)}</span>
              </Menu.Item>
            ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
