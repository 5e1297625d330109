// TipTap extensions of the rich-text editor (SPEC §5, the description): StarterKit with headings 1-6 and 100 undo steps, and
// Link limited to the allowed schemes with http as the default protocol. Every link opens in a new tab
// with rel="noopener noreferrer", whatever the stored HTML says, so no page can reach back to ours.
import Link from '@tiptap/extension-link';
import StarterKit from '@tiptap/starter-kit';
import { allowedLinkSchemes, DEFAULT_LINK_PROTOCOL, isAllowedLinkUrl } from './link-schemes.ts';

export const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;
export const HISTORY_DEPTH = 100;
export const LINK_REL = 'noopener noreferrer';

const SafeLink = Link.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      target: { default: '_blank', parseHTML: () => '_blank' },
      rel: { default: LINK_REL, parseHTML: () => LINK_REL },
    };
  },
});

export const richTextExtensions = [
  StarterKit.configure({
    heading: { levels: [...HEADING_LEVELS] },
    undoRedo: { depth: HISTORY_DEPTH },
    link: false,
  }),
  SafeLink.configure({
    protocols: [...allowedLinkSchemes],
    defaultProtocol: DEFAULT_LINK_PROTOCOL,
    // Clicking a link while editing places the caret; the link bar offers "Open link".
    openOnClick: false,
    autolink: true,
    linkOnPaste: true,
    HTMLAttributes: { target: '_blank', rel: LINK_REL },
    isAllowedUri: (url, ctx) => ctx.defaultValidate(url) && isAllowedLinkUrl(url),
  }),
];
