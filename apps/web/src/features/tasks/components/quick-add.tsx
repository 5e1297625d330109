// Quick add: type, Enter — the task exists. Shift+Enter (or the idea button) captures an idea. The text
// lives only here, so a keystroke re-renders this small form and nothing else.
import { Lightbulb, Plus } from 'lucide-react';
import {
  type FormEvent,
  type KeyboardEvent,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

export type QuickAddProps = {
  inputRef: Ref<HTMLInputElement>;
  onCreate: (title: string, type: 'task' | 'idea') => boolean;
};

export function QuickAdd({ inputRef, onCreate }: QuickAddProps) {
  const { t } = useTranslation('tasks');
  const [title, setTitle] = useState('');
  const hintId = useId();
  // The capture box has focus when the screen opens (SPEC), given once the screen has painted: as
  // `autoFocus` it was given inside the screen's first commit, which had to lay the whole page out
  // first (~0.1 s of that one task at 4x CPU slowdown: bench/lighthouse.ts).
  const box = useRef<HTMLInputElement | null>(null);
  const setBox = useCallback(
    (node: HTMLInputElement | null) => {
      box.current = node;
      if (typeof inputRef === 'function') inputRef(node);
      else if (inputRef) inputRef.current = node;
    },
    [inputRef],
  );
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The next frame, then a task after it: the page has been laid out and painted by then.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => box.current?.focus(), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);

  const submit = (type: 'task' | 'idea') => {
    if (onCreate(title, type)) setTitle('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit('task');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && event.shiftKey) {
      event.preventDefault();
      submit('idea');
    } else if (event.key === 'Escape' && title) {
      setTitle('');
    }
  };

  return (
    <form onSubmit={onSubmit} className="flex items-center gap-2">
      <div className="relative flex-1">
        <Plus
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          ref={setBox}
          aria-label={t('quickAdd.label')}
          aria-describedby={hintId}
          placeholder={t('quickAdd.placeholder')}
          value={title}
          maxLength={500}
          enterKeyHint="done"
          autoComplete="off"
          onChange={(event) => setTitle(event.target.value)}
          onKeyDown={onKeyDown}
          className="h-12 w-full rounded-xl border border-input bg-card pr-3 pl-9 text-base shadow-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        <span id={hintId} className="sr-only">
          {t('quickAdd.hint')}
        </span>
      </div>
      <Button type="submit" size="lg" className="h-12 px-4">
        <Plus aria-hidden="true" />
        <span className="hidden sm:inline">{t('quickAdd.addTask')}</span>
        <span className="sr-only sm:hidden">{t('quickAdd.addTask')}</span>
      </Button>
      <Button
        variant="outline"
        size="icon"
        className="size-12"
        aria-label={t('quickAdd.addIdea')}
        title={t('quickAdd.addIdea')}
        onClick={() => submit('idea')}
      >
        <Lightbulb aria-hidden="true" />
      </Button>
    </form>
  );
}
