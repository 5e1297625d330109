// The e-mail + password form's state (auth-form.tsx): sign-in or create-account mode, the fields and
// their validation errors (focus goes to the first invalid field), the submit (then back to returnTo)
// and the form-level error, from the server or from a failed third-party sign-in.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiRequestError, NETWORK_ERROR } from '../../../lib/api-client.ts';
import {
  authErrorKey,
  type CredentialsErrors,
  type CredentialsMode,
  validateCredentials,
} from '../../../lib/credentials.ts';
import { useCredentialsSubmit } from './use-credentials-submit.ts';

export type CredentialsField = 'name' | 'email' | 'password';

export function useCredentialsForm(returnTo: string, oidcError: string | null) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ids = { name: useId(), email: useId(), password: useId(), error: useId() };
  const [mode, setMode] = useState<CredentialsMode>('sign-in');
  const [fields, setFields] = useState({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<CredentialsErrors>({});
  const submit = useCredentialsSubmit();

  const serverErrorCode = submit.error
    ? submit.error instanceof ApiRequestError
      ? submit.error.code
      : NETWORK_ERROR
    : oidcError;
  const formError = serverErrorCode ? t(`auth.errors.${authErrorKey(serverErrorCode)}`) : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateCredentials(mode, fields);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const firstInvalid = (['name', 'email', 'password'] as const).find((field) => found[field]);
      if (firstInvalid) document.getElementById(ids[firstInvalid])?.focus();
      return;
    }
    submit.mutate({ mode, ...fields }, { onSuccess: () => navigate(returnTo, { replace: true }) });
  }

  function switchMode() {
    setMode(mode === 'sign-in' ? 'sign-up' : 'sign-in');
    setErrors({});
    submit.reset();
  }

  function fieldProps(field: CredentialsField) {
    const error = errors[field];
    return {
      id: ids[field],
      value: fields[field],
      onChange: (event: { target: { value: string } }) =>
        setFields({ ...fields, [field]: event.target.value }),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${ids[field]}-error` : undefined,
    };
  }

  return { ids, mode, errors, pending: submit.isPending, formError, onSubmit, switchMode, fieldProps };
}
