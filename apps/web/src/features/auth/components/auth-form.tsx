// The e-mail + password form (sign-in and create-account modes) and the third-party sign-in links.
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { PASSWORD_MIN } from '../../../lib/credentials.ts';
import { useAuthProviders } from '../hooks/use-auth-providers.ts';
import { type CredentialsField, useCredentialsForm } from '../hooks/use-credentials-form.ts';

type Props = { returnTo: string; oidcError: string | null };

export function AuthForm({ returnTo, oidcError }: Props) {
  const { t } = useTranslation();
  const form = useCredentialsForm(returnTo, oidcError);
  const providers = useAuthProviders();
  const passwordEnabled = providers.data?.password ?? true;
  const oidcProviders = providers.data?.providers ?? [];
  const { mode, formError } = form;

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
          id={form.ids.error}
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

      {passwordEnabled ? <CredentialsForm form={form} /> : null}
    </div>
  );
}

/** E-mail and password (and a name when creating an account), with the switch between the modes. */
function CredentialsForm({ form }: { form: ReturnType<typeof useCredentialsForm> }) {
  const { t } = useTranslation();
  const { ids, mode, errors, pending, fieldProps } = form;
  return (
    <form noValidate onSubmit={form.onSubmit} aria-busy={pending} className="flex flex-col gap-5">
      {mode === 'sign-up' ? (
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.name}>{t('auth.name')}</Label>
          <Input type="text" autoComplete="name" maxLength={120} {...fieldProps('name')} />
          <FieldError form={form} field="name" />
        </div>
      ) : null}
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.email}>{t('auth.email')}</Label>
        <Input type="email" autoComplete="email" inputMode="email" required {...fieldProps('email')} />
        <FieldError form={form} field="email" />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.password}>{t('auth.password')}</Label>
        <Input
          type="password"
          autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
          required
          {...fieldProps('password')}
        />
        <FieldError form={form} field="password" />
        {mode === 'sign-up' && !errors.password ? (
          <p className="text-sm text-muted-foreground">{t('auth.passwordHint', { min: PASSWORD_MIN })}</p>
        ) : null}
      </div>
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? <Spinner className="text-primary-foreground" /> : null}
        {pending
          ? t(mode === 'sign-in' ? 'auth.signingIn' : 'auth.signingUp')
          : t(mode === 'sign-in' ? 'auth.signIn' : 'auth.signUp')}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        {mode === 'sign-in' ? t('auth.noAccount') : t('auth.haveAccount')}{' '}
        <button
          type="button"
          onClick={form.switchMode}
          className="rounded font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {mode === 'sign-in' ? t('auth.switchToSignUp') : t('auth.switchToSignIn')}
        </button>
      </p>
    </form>
  );
}

function FieldError({
  form,
  field,
}: {
  form: ReturnType<typeof useCredentialsForm>;
  field: CredentialsField;
}) {
  const { t } = useTranslation();
  const error = form.errors[field];
  if (!error) return null;
  return (
    <p id={`${form.ids[field]}-error`} className="text-sm text-destructive">
      {t(`auth.validation.${error}`, { min: PASSWORD_MIN })}
    </p>
  );
}
