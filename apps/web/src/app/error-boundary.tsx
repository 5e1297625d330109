// The crash screen: any render error under the router lands here instead of a blank page.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button.tsx';

type Props = { children: ReactNode; resetKey: string };
type State = { error: Error | null; resetKey: string };

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  // Navigating elsewhere clears the crash, so one broken screen does not take the whole app down.
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Screen crashed', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <CrashScreen /> : this.props.children;
  }
}

export function CrashScreen() {
  const { t } = useTranslation();
  return (
    <main
      id="main"
      tabIndex={-1}
      className="flex min-h-dvh focus:outline-none flex-col items-center justify-center gap-6 bg-background px-6 text-center text-foreground"
    >
      <h1 className="text-2xl font-semibold">{t('crash.title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('crash.apology')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('crash.reload')}</Button>
        <Button variant="outline" onClick={() => window.location.assign('/')}>
          {t('crash.home')}
        </Button>
      </div>
    </main>
  );
}
