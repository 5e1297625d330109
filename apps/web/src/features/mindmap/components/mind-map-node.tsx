// The one node type, mindMapNode (SPEC §2): text, optional description, colour and style (fill,
// stroke, font size 14 and Arial by default), 150-300 px wide; a blue border when selected; handles
// shown on hover and keyboard focus; a status dot when it links a task (green when done, else blue).
// F2 or a double click edits the text in place: Enter keeps it, Tab keeps it and adds a child,
// Escape leaves it as it was.
import { NODE_FONT_FAMILY_DEFAULT, NODE_FONT_SIZE_DEFAULT } from '@nova/core/domain/mind-map';
import { Handle, type NodeProps, Position } from '@xyflow/react';
import { type KeyboardEvent, memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { useEditorContext } from '../editor-context.ts';
import type { MapNode } from '../graph.ts';
import { nodeWidth } from '../node-box.ts';
import { nodeColorClasses, readableTextOn } from '../node-colors.ts';

function NodeEditor({ id, text }: { id: string; text: string }) {
  const { t } = useTranslation('mindmap');
  const { commitEdit, cancelEdit } = useEditorContext();
  const ref = useRef<HTMLTextAreaElement>(null);
  // A new node is hidden until the canvas has measured it, and a hidden field takes no focus: try
  // again on the next frames until it does.
  useEffect(() => {
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      const box = ref.current;
      if (!box) return;
      box.focus();
      if (document.activeElement === box) box.select();
      else if (++tries < 30) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    event.stopPropagation();
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      commitEdit(id, event.currentTarget.value);
    } else if (event.key === 'Tab') {
      event.preventDefault();
      commitEdit(id, event.currentTarget.value, 'child');
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancelEdit(id);
    }
  };
  return (
    <textarea
      ref={ref}
      defaultValue={text}
      aria-label={t('node.textLabel')}
      maxLength={500}
      rows={2}
      className="nodrag nowheel w-full resize-none rounded border border-input bg-background p-1 text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      onKeyDown={onKeyDown}
      onBlur={(e) => commitEdit(id, e.currentTarget.value)}
    />
  );
}

function StatusDot({ taskId }: { taskId: string }) {
  const { t } = useTranslation('mindmap');
  const task = useEditorContext().tasks.get(taskId);
  const done = task?.status === 'completed';
  const label = task
    ? t(done ? 'node.taskDone' : 'node.taskOpen', { title: task.title })
    : t('node.taskUnknown');
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-testid="task-dot"
      data-status={done ? 'done' : 'open'}
      className={cn(
        'absolute -top-1.5 -right-1.5 size-3 rounded-full ring-2 ring-background',
        done ? 'bg-green-600 dark:bg-green-400' : 'bg-blue-600 dark:bg-blue-400',
      )}
    />
  );
}

function MindMapNodeView({ id, data, selected }: NodeProps<MapNode>) {
  const { editingId, emptyLabel, startEdit } = useEditorContext();
  const editing = editingId === id;
  const width = nodeWidth(data);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: double click is the mouse's F2 (the node wrapper is the focusable element and F2 is its key)
    <div
      data-testid="mind-map-node"
      onDoubleClick={() => startEdit(id)}
      style={{
        width,
        backgroundColor: data.style.fill,
        color: data.style.fill ? readableTextOn(data.style.fill) : undefined,
        borderColor: selected ? undefined : data.style.stroke,
        fontSize: data.style.fontSize ?? NODE_FONT_SIZE_DEFAULT,
        fontFamily: data.style.fontFamily ?? NODE_FONT_FAMILY_DEFAULT,
      }}
      className={cn(
        'relative rounded-xl border-2 px-3 py-2 shadow-sm',
        nodeColorClasses[data.color],
        selected && 'border-blue-600 ring-2 ring-blue-600/40 dark:border-blue-400',
      )}
    >
      <Handle type="target" position={Position.Left} className="mm-handle" />
      {editing ? (
        <NodeEditor id={id} text={data.text} />
      ) : (
        <p className={cn('break-words whitespace-pre-wrap', !data.text && 'italic opacity-70')}>
          {data.text || emptyLabel}
        </p>
      )}
      {data.description && !editing && (
        <p className="mt-1 text-[0.8em] break-words opacity-80">{data.description}</p>
      )}
      {data.taskId && <StatusDot taskId={data.taskId} />}
      <Handle type="source" position={Position.Right} className="mm-handle" />
    </div>
  );
}

export const MindMapNodeComponent = memo(MindMapNodeView);
export const nodeTypes = { mindMapNode: MindMapNodeComponent };
