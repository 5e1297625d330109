// What happens with a link the server just made (delegate, copy link, re-send): when the e-mail went
// out, say so; when it did not (no SMTP, or sending failed) copy the link and show SPEC §8's toast;
// when even copying fails, say that and keep the link on screen to copy by hand.
import type { DelegationLink } from '@nova/core/contracts/delegation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { copyText } from './copy-text.ts';

export function useDelegationLink() {
  const { t } = useTranslation('collaboration');
  // The token is shown only in the answer that made it, so the link lives here for this view.
  const [link, setLink] = useState<string | null>(null);

  const handle = async (answer: DelegationLink, intent: 'send' | 'copy') => {
    setLink(answer.link);
    const email = answer.assignment.assigneeEmail;
    if (intent === 'send' && answer.emailSent) {
      toast.success(t('toast.emailSent', { email }), { id: 'delegation' });
      return;
    }
    const copied = await copyText(answer.link);
    if (!copied) {
      toast.error(t('toast.copyFailed'), { id: 'delegation' });
    } else if (intent === 'send') {
      toast.warning(t('toast.emailFailedCopied', { email }), { id: 'delegation', duration: 10_000 });
    } else {
      toast.success(t('toast.linkCopied'), { id: 'delegation' });
    }
  };

  return { link, setLink, handle };
}
