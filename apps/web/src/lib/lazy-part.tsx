// A part of a screen in its own lazy chunk that may fail to load without taking the screen with it.
// React.lazy passes a failed import to the nearest error boundary (the whole screen's "An error
// occurred") and keeps failing for as long as the page lives. A chunk fails to load when the
// connection drops while it is fetched, or when the device goes offline before the service worker
// has stored it (it installs after the first visit's load). The person was only opening a task:
// the screen must stay.
// A part made with lazyPart shows `Unavailable` instead (nothing, unless the caller gives a notice),
// and its next mount tries the import again. A browser that keeps failed module fetches (the spec
// before whatwg/html#10327) fails again until the page is reloaded; one that follows the newer rule
// loads it.
import {
  type Attributes,
  type ComponentType,
  lazy,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

const Nothing = (): ReactNode => null;

/** The props of a component type. */
type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** Props as JSX spreads them: TypeScript cannot see that PropsOf's result is an object type. */
const asProps = <P,>(props: P) => props as P & object & Attributes;

export function lazyPart<C extends ComponentType<never>>(
  load: () => Promise<{ default: C }>,
  Unavailable: NoInfer<ComponentType<PropsOf<C>>> = Nothing,
): ComponentType<PropsOf<C>> {
  type P = PropsOf<C>;
  /** Set once the stand-in has been shown: the next mount tries again. */
  let retry = false;
  function StandIn(props: P) {
    useEffect(() => {
      retry = true;
    }, []);
    return <Unavailable {...asProps(props)} />;
  }
  const attempt = () =>
    lazy<ComponentType<P>>(() =>
      load().then(
        // C is a component of P's props (PropsOf), which TypeScript cannot see through the condition.
        (loaded) => ({ default: loaded.default as unknown as ComponentType<P> }),
        () => ({ default: StandIn }),
      ),
    );
  let current = attempt();
  function LazyPart(props: P) {
    // Chosen when the part mounts (not again when it renders after its chunk arrived): mounts that
    // show the stand-in keep it, a mount after them starts a new attempt.
    const [Part] = useState(() => {
      if (retry) {
        retry = false;
        current = attempt();
      }
      return current;
    });
    return <Part {...asProps(props)} />;
  }
  return LazyPart;
}

/** What a part that could not load says in its place: quietly, with an optional way on. */
export function PartUnavailable({ action }: { action?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      <span>{t('partUnavailable')}</span>
      {action}
    </div>
  );
}

/** The stand-in that says so in the part's place (PartUnavailable, with no action). */
export const noteUnavailable = (): ReactNode => <PartUnavailable />;

/**
 * The stand-in for a dialog or panel the person opened: a toast says it could not load, and `close`
 * closes it (so opening it again tries again). `isOpen`: for one that stays mounted while closed.
 */
export function toastAndClose<P extends object>(
  close: (props: P) => void,
  isOpen: (props: P) => boolean = () => true,
): ComponentType<P> {
  return (props: P) => <ClosedWithToast open={isOpen(props)} close={() => close(props)} />;
}

function ClosedWithToast({ open, close }: { open: boolean; close: () => void }) {
  const { t } = useTranslation('common');
  const latestClose = useRef(close);
  latestClose.current = close;
  useEffect(() => {
    if (!open) return;
    toast(t('partUnavailable'));
    latestClose.current();
  }, [open, t]);
  return null;
}
