// The e-mail + password form (sign-in and create-account modes) and the third-party sign-in links.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiRequestError, NETWORK_ERROR } from '../../../lib/api-client.ts';
import {
  authErrorKey,
  type CredentialsErrors,
  type CredentialsMode,
  PASSWORD_MIN,
  validateCredentials,
} from '../../../lib/credentials.ts';
import { useAuthProviders } from '../hooks/use-auth-providers.ts';
import { useCredentialsSubmit } from '../hooks/use-credentials-submit.ts';

type Props = { returnTo: string; oidcError: string | null };

export function AuthForm({ returnTo, oidcError }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ids = { name: useId(), email: useId(), password: useId(), error: useId() };
  const [mode, setMode] = useState<CredentialsMode>('sign-in');
  const [fields, setFields] = useState({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<CredentialsErrors>({});
  const providers = useAuthProviders();
  const submit = useCredentialsSubmit();
  const passwordEnabled = providers.data?.password ?? true;
  const oidcProviders = providers.data?.providers ?? [];

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

  function fieldProps(field: 'name' | 'email' | 'password') {
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

  function fieldError(field: 'name' | 'email' | 'password') {
    const error = errors[field];
    if (!error) return null;
    return (
      <p id={`${ids[field]}-error`} className="text-sm text-destructive">
        {t(`auth.validation.${error}`, { min: PASSWORD_MIN })}
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold tracking-tight">
          {mode === 'sign-in' ? t('auth.signInTitle') : t('auth.signUpTitle')}
        </h1>
        <p className="text-muted-foreground">
          {mode === 'sign-in' ? t('auth.signInLead') : t('auth.signUpLead')}
        </p>
      </div>

      {formError ? (
        <div
          id={ids.error}
          role="alert"
          className="rounded-lg border border-destructive/50 bg-destructive/10 px-4 py-3 text-sm"
        >
          {formError}
        </div>
      ) : null}

      {oidcProviders.length > 0 ? (
        <div className="flex flex-col gap-3">
          {oidcProviders.map((provider) => (
            <a
              key={provider.id}
              href={`/api/auth/oidc/${encodeURIComponent(provider.id)}/start?returnTo=${encodeURIComponent(returnTo)}`}
              className={buttonClasses('outline', 'lg', 'w-full')}
            >
              {t('auth.continueWith', { provider: provider.name })}
            </a>
          ))}
        </div>
      ) : null}

      {oidcProviders.length > 0 && passwordEnabled ? (
        <div className="flex items-center gap-3 text-sm text-muted-foreground">
          <span className="h-px flex-1 bg-border" />
          {t('auth.or')}
          <span className="h-px flex-1 bg-border" />
        </div>
      ) : null}

      {passwordEnabled ? (
        <form noValidate onSubmit={onSubmit} aria-busy={submit.isPending} className="flex flex-col gap-5">
          {mode === 'sign-up' ? (
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.name}>{t('auth.name')}</Label>
              <Input type="text" autoComplete="name" maxLength={120} {...fieldProps('name')} />
              {fieldError('name')}
            </div>
          ) : null}
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.email}>{t('auth.email')}</Label>
            <Input type="email" autoComplete="email" inputMode="email" required {...fieldProps('email')} />
            {fieldError('email')}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.password}>{t('auth.password')}</Label>
            <Input
              type="password"
              autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
              required
              {...fieldProps('password')}
            />
            {fieldError('password')}
            {mode === 'sign-up' && !errors.password ? (
              <p className="text-sm text-muted-foreground">{t('auth.passwordHint', { min: PASSWORD_MIN })}</p>
            ) : null}
          </div>
          <Button type="submit" size="lg" disabled={submit.isPending} className="w-full">
            {submit.isPending ? <Spinner className="text-primary-foreground" /> : null}
            {submit.isPending
              ? t(mode === 'sign-in' ? 'auth.signingIn' : 'auth.signingUp')
              : t(mode === 'sign-in' ? 'auth.signIn' : 'auth.signUp')}
          </Button>
          <p className="text-center text-sm text-muted-foreground">
            {mode === 'sign-in' ? t('auth.noAccount') : t('auth.haveAccount')}{' '}
            <button
              type="button"
              onClick={switchMode}
              className="rounded font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {mode === 'sign-in' ? t('auth.switchToSignUp') : t('auth.switchToSignIn')}
            </button>
          </p>
        </form>
      ) : null}
    </div>
  );
}
