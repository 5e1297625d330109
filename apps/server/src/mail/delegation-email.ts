// The delegation e-mail (SPEC §7 send-task-email): subject, task title and description, assignee and
// assigner names and the link, in the assignee's language (ru, en, fr), as plain text and HTML. Every
// value is escaped in the HTML; a rich-text description is reduced to plain text in both.
import type { DelegationLanguage } from '@nova/core/domain/delegation';
import type { MailMessage } from './mailer.ts';

export type DelegationEmail = {
  to: string;
  language: DelegationLanguage;
  taskTitle: string;
  taskDescription: string;
  assigneeName: string | null;
  assignerName: string;
  link: string;
};

type Texts = {
  subject: (title: string) => string;
  greeting: (name: string | null) => string;
  intro: (assigner: string) => string;
  task: string;
  description: string;
  open: string;
  button: string;
  noAccount: string;
  keep: string;
};

const texts: Record<DelegationLanguage, Texts> = {
  en: {
    subject: (title) => `A task for you: ${title}`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    intro: (assigner) => `${assigner} has delegated a task to you in Nova Planner.`,
    task: 'Task',
    description: 'Description',
    open: 'Open the task',
    button: 'Open the task',
    noAccount:
      'No account is needed: on the page you can add comments, attach files and mark the task as completed.',
    keep: 'Anyone with this link can open the task, so please do not forward it.',
  },
  ru: {
    subject: (title) => `Вам поручена задача: ${title}`,
    greeting: (name) => (name ? `Здравствуйте, ${name}!` : 'Здравствуйте!'),
    intro: (assigner) => `${assigner} поручает вам задачу в Nova Planner.`,
    task: 'Задача',
    description: 'Описание',
    open: 'Открыть задачу',
    button: 'Открыть задачу',
    noAccount:
      'Регистрация не нужна: на странице задачи можно оставлять комментарии, прикреплять файлы и отметить задачу выполненной.',
    keep: 'Открыть задачу может любой, у кого есть эта ссылка, поэтому не пересылайте её.',
  },
  fr: {
    subject: (title) => `Une tâche pour vous : ${title}`,
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: (assigner) => `${assigner} vous a délégué une tâche dans Nova Planner.`,
    task: 'Tâche',
    description: 'Description',
    open: 'Ouvrir la tâche',
    button: 'Ouvrir la tâche',
    noAccount:
      'Aucun compte n’est nécessaire : sur la page, vous pouvez commenter, joindre des fichiers et marquer la tâche comme terminée.',
    keep: 'Toute personne disposant de ce lien peut ouvrir la tâche : merci de ne pas le transférer.',
  },
};

const DESCRIPTION_MAX = 2000;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Rich-text (HTML) description to plain text: block ends become line breaks, tags go, entities decode. */
export function plainDescription(description: string): string {
  const text = description
    .replace(/<(br|\/p|\/div|\/li|\/h[1-6])\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1)}…` : text;
}

const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

export function delegationEmail(input: DelegationEmail): MailMessage {
  const t = texts[input.language];
  const title = oneLine(input.taskTitle);
  const assigner = oneLine(input.assignerName);
  const assignee = input.assigneeName ? oneLine(input.assigneeName) : null;
  const description = plainDescription(input.taskDescription);

  const text = [
    t.greeting(assignee),
    '',
    t.intro(assigner),
    '',
    `${t.task}: ${title}`,
    ...(description ? ['', `${t.description}:`, description] : []),
    '',
    `${t.open}: ${input.link}`,
    '',
    t.noAccount,
    t.keep,
    '',
    '— Nova Planner',
    '',
  ].join('\n');

  const paragraph = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const html = `<!doctype html>
<html lang="${input.language}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject(title))}</title></head>
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2933;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
${paragraph(escapeHtml(t.greeting(assignee)))}
${paragraph(escapeHtml(t.intro(assigner)))}
<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(title)}</h1>
${description ? `<p style="margin:0 0 16px;white-space:pre-line">${escapeHtml(description)}</p>` : ''}
<p style="margin:24px 0"><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px">${escapeHtml(t.button)}</a></p>
<p style="margin:0 0 16px;font-size:14px;word-break:break-all">${escapeHtml(input.link)}</p>
<p style="margin:0 0 8px;font-size:14px;color:#52606d">${escapeHtml(t.noAccount)}</p>
<p style="margin:0;font-size:14px;color:#52606d">${escapeHtml(t.keep)}</p>
</div>
<p style="text-align:center;font-size:12px;color:#9aa5b1">Nova Planner</p>
</body></html>
`;

  return { to: input.to, subject: oneLine(t.subject(title)), text, html };
}
