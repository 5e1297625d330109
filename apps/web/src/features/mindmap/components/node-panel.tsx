// The selected node's details beside the canvas: text, description, colour, a connection to another
// node (so connecting needs no mouse), its style (node-style-fields.tsx), and its task: create one from the text, link an existing one,
// or unlink. Each change is one undo step.
import type { LinkedTask } from '@nova/core/contracts/mind-maps';
import { mindMapColors } from '@nova/core/domain/mind-map';
import { Link2, ListTodo, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import type { MapNode, MindMapNodeData } from '../graph.ts';
import { swatchClasses } from '../node-colors.ts';
import { NodeStyleFields } from './node-style-fields.tsx';
import { TaskLinkDialog } from './task-link-dialog.tsx';

type Props = {
  node: MapNode;
  others: readonly MapNode[];
  task: LinkedTask | undefined;
  onChange: (patch: Partial<MindMapNodeData>) => void;
  onConnect: (targetId: string) => void;
  onCreateTask: () => void;
  onLinkTask: (task: LinkedTask) => void;
};

function ColourPicker({ node, onChange }: Pick<Props, 'node' | 'onChange'>) {
  const { t } = useTranslation('mindmap');
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium">{t('panel.colour')}</legend>
      <div className="flex flex-wrap gap-1.5">
        {mindMapColors.map((color) => (
          <label key={color} className="relative">
            <input
              type="radio"
              name="node-colour"
              value={color}
              checked={node.data.color === color}
              onChange={() => onChange({ color })}
              className="peer sr-only"
            />
            <span
              title={t(`colours.${color}`)}
              className={cn(
                'block size-7 rounded-full border-2 border-border peer-checked:border-blue-600 peer-checked:ring-2 peer-checked:ring-blue-600/40 peer-focus-visible:outline-2 peer-focus-visible:outline-ring',
                swatchClasses[color],
              )}
            />
            <span className="sr-only">{t(`colours.${color}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function TaskSection({
  node,
  task,
  onChange,
  onCreateTask,
  onLinkTask,
}: Omit<Props, 'others' | 'onConnect'>) {
  const { t } = useTranslation('mindmap');
  const [linking, setLinking] = useState(false);
  return (
    <section aria-labelledby="node-task-heading" className="flex flex-col gap-2">
      <h3 id="node-task-heading" className="text-sm font-medium">
        {t('panel.task')}
      </h3>
      {node.data.taskId ? (
        <>
          <p className="text-sm" data-testid="linked-task">
            {task
              ? `${task.title} · ${t(task.status === 'completed' ? 'panel.done' : 'panel.open')}`
              : t('node.taskUnknown')}
          </p>
          <Button variant="outline" size="sm" onClick={() => onChange({ taskId: null })}>
            <X aria-hidden="true" className="size-4" />
            {t('panel.unlink')}
          </Button>
        </>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onCreateTask} disabled={!node.data.text.trim()}>
            <ListTodo aria-hidden="true" className="size-4" />
            {t('panel.createTask')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setLinking(true)}>
            <Link2 aria-hidden="true" className="size-4" />
            {t('panel.linkTask')}
          </Button>
        </div>
      )}
      {linking && (
        <TaskLinkDialog
          open={linking}
          onOpenChange={setLinking}
          initialQuery={node.data.text}
          onPick={onLinkTask}
        />
      )}
    </section>
  );
}

export function NodePanel(props: Props) {
  const { t } = useTranslation('mindmap');
  const { node, others, onChange, onConnect } = props;
  return (
    <aside
      aria-label={t('panel.title')}
      className="flex flex-col gap-4 border-t border-border bg-card p-4 text-card-foreground md:w-72 md:border-t-0 md:border-l"
    >
      <div className="flex flex-col gap-1">
        <Label htmlFor="node-text">{t('panel.text')}</Label>
        <Input
          id="node-text"
          key={`${node.id}-text-${node.data.text}`}
          defaultValue={node.data.text}
          maxLength={500}
          onBlur={(e) => e.target.value !== node.data.text && onChange({ text: e.target.value })}
        />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="node-description">{t('panel.description')}</Label>
        <textarea
          id="node-description"
          key={`${node.id}-description-${node.data.description}`}
          defaultValue={node.data.description}
          maxLength={2000}
          rows={3}
          className="rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
          onBlur={(e) =>
            e.target.value !== node.data.description && onChange({ description: e.target.value })
          }
        />
      </div>
      <ColourPicker node={node} onChange={onChange} />
      <NodeStyleFields node={node} onStyle={(style) => onChange({ style })} />
      {others.length > 0 && (
        <div className="flex flex-col gap-1">
          <Label htmlFor="node-connect">{t('panel.connectTo')}</Label>
          <select
            id="node-connect"
            value=""
            onChange={(e) => e.target.value && onConnect(e.target.value)}
            className="h-9 rounded-md border border-input bg-background px-2 text-sm"
          >
            <option value="">{t('panel.connectPick')}</option>
            {others.map((other) => (
              <option key={other.id} value={other.id}>
                {other.data.text || t('node.empty')}
              </option>
            ))}
          </select>
        </div>
      )}
      <TaskSection {...props} />
    </aside>
  );
}
