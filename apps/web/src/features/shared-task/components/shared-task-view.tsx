// The shared delegated-task page (SPEC §2, /shared-task/{taskId}?token=…): no sign-in, the link token
// is the only credential. It follows the language the owner chose for the assignee. Rendered by its
// own small entry (src/shared-main.tsx) and, for links followed inside the app, by the main router.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { intlLocale, isLanguage } from '../../../lib/language.ts';
import { readStored, writeStored } from '../../../lib/storage.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSharedTask } from '../hooks/use-shared-task.ts';
import { endsAccess, linkKey } from '../shared-errors.ts';
import { isBlank } from '../shared-rules.ts';
import { SharedErrorScreen } from './shared-error-screen.tsx';
import { SharedHeader } from './shared-header.tsx';
import { SharedTaskCard } from './shared-task-card.tsx';
import { TaskProgressCard } from './task-progress-card.tsx';
import { WelcomeBanner } from './welcome-banner.tsx';

const uploadErrorKeys: Record<string, string> = {
  attachment_too_large: 'toast.uploadTooLarge',
  attachment_limit: 'toast.uploadTooMany',
  storage_quota_exceeded: 'toast.uploadQuota',
};

export function SharedTaskView({ taskId, token }: { taskId: string; token: string }) {
  const { t, i18n } = useTranslation(['shared-task', 'collaboration']);
  const shared = useSharedTask(taskId, token);
  const { state } = shared;
  const welcomeKey = linkKey(taskId, token);
  const [welcomeDone, setWelcomeDone] = useState(() => readStored(welcomeKey) === 'done');

  const language = state.kind === 'ready' ? state.data.assignment.language : null;
  useEffect(() => {
    if (language && i18n.language !== language) void i18n.changeLanguage(language);
  }, [language, i18n]);
  useDocumentTitle(state.kind === 'ready' ? state.data.task.title : t('title'));

  const locale = intlLocale(isLanguage(i18n.language) ? i18n.language : 'en');
  const finishWelcome = () => {
    writeStored(welcomeKey, 'done');
    setWelcomeDone(true);
  };

  const saveName = async (name: string) => {
    try {
      await shared.saveName(name);
      toast.success(t('toast.profileUpdated'), { description: t('toast.profileUpdatedText') });
      finishWelcome();
    } catch (error) {
      if (!endsAccess(error)) toast.error(t('toast.nameFailed'));
    }
  };
  const addComment = async (text: string) => {
    try {
      await shared.addComment(text);
      toast.success(t('toast.commentAdded'));
    } catch (error) {
      if (!endsAccess(error)) toast.error(t('toast.error'), { description: t('toast.commentFailed') });
      throw error;
    }
  };
  const complete = async () => {
    try {
      await shared.complete();
      toast.success(t('toast.completed'));
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'already_completed') {
        toast.info(t('card.alreadyCompleted'));
        void shared.refresh();
      } else if (!endsAccess(error)) toast.error(t('toast.completeFailed'));
    }
  };
  const upload = async (file: File, onProgress: (fraction: number) => void) => {
    try {
      await shared.upload(file, onProgress);
      toast.success(t('toast.uploaded'), { description: file.name });
    } catch (error) {
      if (endsAccess(error)) return;
      const specific = error instanceof ApiRequestError ? uploadErrorKeys[error.code] : undefined;
      toast.error(t('toast.uploadError'), {
        description: specific ? `${t('toast.uploadFailed')}: ${t(specific)}` : t('toast.uploadFailed'),
      });
      throw error;
    }
  };

  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <SharedHeader />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-5 px-4 py-8 focus:outline-none sm:px-6"
      >
        {state.kind === 'loading' ? (
          <div
            role="status"
            className="m-auto flex flex-col items-center gap-3 text-sm text-muted-foreground"
          >
            <Spinner className="size-7" />
            {t('loading')}
          </div>
        ) : state.kind === 'error' ? (
          <SharedErrorScreen failure={state.failure} />
        ) : (
          <>
            {isBlank(state.data.assignment.assigneeName) && !welcomeDone ? (
              <WelcomeBanner ownerName={state.data.ownerName} onSave={saveName} onDismiss={finishWelcome} />
            ) : null}
            <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
              <SharedTaskCard
                data={state.data}
                locale={locale}
                upload={upload}
                addComment={addComment}
                complete={complete}
              />
              <TaskProgressCard data={state.data} locale={locale} />
            </div>
          </>
        )}
      </main>
    </div>
  );
}
