// The task description (HTML written by the owner's rich-text editor) shown safely: parsed into an
// inert document and rebuilt as React elements from a short list of tags; links keep only the schemes
// the editor allows and open in a new tab without referrer. Scripts, styles, event attributes and
// anything unknown never reach the page (unknown tags keep their text).
import { createElement, type ReactNode } from 'react';

const allowedTags = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'a',
  'span',
]);
const droppedTags = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'svg', 'math']);
const safeLink = /^(https?|ftps?|mailto|tel|callto|sms|cid|xmpp):/i;

// The owner's headings sit below the page's own h1/h2.
const headingMap: Record<string, string> = { h1: 'h3', h2: 'h3', h3: 'h4', h4: 'h5', h5: 'h6', h6: 'h6' };

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const element = node;
  const tag = element.tagName.toLowerCase();
  if (droppedTags.has(tag)) return null;
  const children = [...element.childNodes].map((child, i) => convert(child, `${key}.${i}`));
  if (!allowedTags.has(tag)) return createElement('span', { key }, ...children);
  if (tag === 'br' || tag === 'hr') return createElement(tag, { key });
  if (tag === 'a') {
    const href = element.getAttribute('href') ?? '';
    if (!safeLink.test(href.trim())) return createElement('span', { key }, ...children);
    return createElement(
      'a',
      { key, href: href.trim(), target: '_blank', rel: 'noopener noreferrer nofollow' },
      ...children,
    );
  }
  return createElement(headingMap[tag] ?? tag, { key }, ...children);
}

export function RichText({ html, className }: { html: string; className?: string }) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const nodes = [...doc.body.childNodes].map((child, i) => convert(child, String(i)));
  return <div className={className}>{nodes}</div>;
}
