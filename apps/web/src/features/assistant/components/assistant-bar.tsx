// The assistant's entry points on /app: "Import with Nova" (the brain-dump dialog; a dot says an
// unfinished import is waiting, SPEC §4 pendingAITasks) and the "AI chat" toggle. Both pieces load on
// first use (hover or focus preloads them), so the list screen stays light.
import { MessagesSquare, Sparkles } from 'lucide-react';
import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { lazyPart, toastAndClose } from '../../../lib/lazy-part.tsx';
import { browserStore, hasPendingAiTasks, readPendingAiTasks } from '../lib/assistant-pending.ts';

const loadImportDialog = () => import('./assistant-import-dialog.tsx');
const AssistantImportDialog = lazyPart(
  () => loadImportDialog().then((m) => ({ default: m.AssistantImportDialog })),
  toastAndClose(({ onClose }) => onClose()),
);
const loadChatPanel = () => import('./assistant-chat-panel.tsx');
const AssistantChatPanel = lazyPart(
  () => loadChatPanel().then((m) => ({ default: m.AssistantChatPanel })),
  toastAndClose(({ onClose }) => onClose()),
);

const readPending = () => hasPendingAiTasks(readPendingAiTasks(browserStore()));

export function AssistantBar() {
  const { t } = useTranslation('assistant');
  const [importOpen, setImportOpen] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  const [pending, setPending] = useState(readPending);
  const chatButton = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const closeImport = useCallback(() => {
    setImportOpen(false);
    setPending(readPending());
  }, []);
  const closeChat = useCallback(() => {
    setChatOpen(false);
    requestAnimationFrame(() => chatButton.current?.focus());
  }, []);

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        onClick={() => setImportOpen(true)}
        onPointerEnter={() => void loadImportDialog()}
        onFocus={() => void loadImportDialog()}
      >
        <Sparkles aria-hidden="true" />
        {t('bar.import')}
        {pending ? (
          <>
            <span aria-hidden="true" className="size-2 rounded-full bg-primary" />
            <span className="sr-only">{t('bar.pending')}</span>
          </>
        ) : null}
      </Button>
      <Button
        ref={chatButton}
        variant={chatOpen ? 'secondary' : 'outline'}
        size="sm"
        aria-expanded={chatOpen}
        aria-controls={chatOpen ? panelId : undefined}
        onClick={() => setChatOpen((open) => !open)}
        onPointerEnter={() => void loadChatPanel()}
        onFocus={() => void loadChatPanel()}
      >
        <MessagesSquare aria-hidden="true" />
        {t('bar.chat')}
      </Button>
      <Suspense fallback={null}>
        {importOpen ? <AssistantImportDialog onClose={closeImport} /> : null}
        {chatOpen ? <AssistantChatPanel id={panelId} onClose={closeChat} /> : null}
      </Suspense>
    </div>
  );
}
