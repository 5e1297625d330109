// Inline rename: Enter saves, Escape cancels; a taken or invalid name is explained under the field.
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import type { NameErrorKey } from '../hooks/use-tag-actions.ts';
import { TAG_NAME_MAX, tagNameError } from '../tag-rules.ts';

type Props = {
  name: string;
  onSave: (name: string, onDone: () => void, onNameError: (key: NameErrorKey) => void) => void;
  onClose: () => void;
};

export function TagRenameField({ name, onSave, onClose }: Props) {
  const { t } = useTranslation('tags');
  const ids = { hint: useId(), error: useId() };
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(name);
  const [error, setError] = useState<{ key: string; name: string } | null>(null);

  useEffect(() => {
    input.current?.select();
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const local = tagNameError(value);
    if (local) {
      setError({ key: local, name: value });
      return;
    }
    if (value.trim() === name) {
      onClose();
      return;
    }
    const sent = value.trim();
    onSave(sent, onClose, (key) => {
      if (key === 'generic' || key === 'offline') return;
      setError({ key, name: sent });
      input.current?.focus();
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex min-w-0 flex-1 flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <Input
          ref={input}
          value={value}
          maxLength={TAG_NAME_MAX + 10}
          aria-label={t('rename.label', { name })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids.error} ${ids.hint}` : ids.hint}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          className="h-9 min-w-40 flex-1"
        />
        <Button type="submit" size="sm">
          {t('rename.save')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t('rename.cancel')}
        </Button>
      </div>
      <p id={ids.hint} className="text-xs text-muted-foreground">
        {t('rename.hint')}
      </p>
      {error ? (
        <p id={ids.error} role="alert" className="text-sm text-destructive">
          {t(`errors.${error.key}`, { name: error.name })}
        </p>
      ) : null}
    </form>
  );
}
