// Quick actions: one tap for the usual next moves, all about the top task (focus mode's choice): the
// tasks feature's actions, the Pomodoro card above and focus mode.
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { Focus, Play, Star, Timer } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelCard } from '../../../components/panel-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { TaskStatusActions } from '../../../lib/slots.ts';

export type QuickActionsProps = {
  top: TaskSummary | null;
  actions: TaskStatusActions;
  onOpenPomodoro: () => void;
  onFocus: () => void;
};

export function QuickActions({ top, actions, onOpenPomodoro, onFocus }: QuickActionsProps) {
  const { t } = useTranslation('tasks');
  const titleId = useId();
  return (
    <PanelCard titleId={titleId} title={t('quickActions.title')}>
      <div className="grid grid-cols-1 gap-2">
        <Button
          variant="outline"
          size="sm"
          className="justify-start"
          disabled={!top || top.status === 'inProgress'}
          onClick={() => top && actions.changeStatus(top, 'inProgress')}
        >
          <Play aria-hidden="true" />
          {t('quickActions.startTop')}
        </Button>
        <Button variant="outline" size="sm" className="justify-start" onClick={onOpenPomodoro}>
          <Timer aria-hidden="true" />
          {t('quickActions.openPomodoro')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="justify-start"
          disabled={!top || top.inMvd}
          onClick={() => top && actions.toggleMvd(top)}
        >
          <Star aria-hidden="true" />
          {t('quickActions.addTopToMvd')}
        </Button>
        <Button variant="outline" size="sm" className="justify-start" disabled={!top} onClick={onFocus}>
          <Focus aria-hidden="true" />
          {t('quickActions.focusTop')}
        </Button>
      </div>
    </PanelCard>
  );
}
