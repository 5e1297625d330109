// Create a tag by name; name problems are explained under the field.
import { Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import type { NameErrorKey } from '../hooks/use-tag-actions.ts';
import { TAG_NAME_MAX, tagNameError } from '../tag-rules.ts';

type Props = {
  creating: boolean;
  onCreate: (name: string, onDone: () => void, onNameError: (key: NameErrorKey) => void) => void;
};

export function TagCreateForm({ creating, onCreate }: Props) {
  const { t } = useTranslation('tags');
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [name, setName] = useState('');
  const [error, setError] = useState<{ key: string; name: string } | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const local = tagNameError(name);
    if (local) {
      setError({ key: local, name });
      document.getElementById(inputId)?.focus();
      return;
    }
    const sent = name.trim();
    setError(null);
    onCreate(
      sent,
      () => setName(''),
      (key) => {
        if (key === 'generic' || key === 'offline') return;
        setError({ key, name: sent });
        document.getElementById(inputId)?.focus();
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <Label htmlFor={inputId}>{t('create.label')}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          value={name}
          maxLength={TAG_NAME_MAX + 10}
          placeholder={t('create.placeholder')}
          autoComplete="off"
          onChange={(event) => {
            setName(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="flex-1"
        />
        <Button type="submit" disabled={creating}>
          <Plus aria-hidden="true" />
          {creating ? t('create.creating') : t('create.submit')}
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {t(`errors.${error.key}`, { name: error.name })}
        </p>
      ) : null}
    </form>
  );
}
