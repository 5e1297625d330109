// After an in-app navigation (not Back/Forward), start the new screen at the top and move focus to its
// main landmark, so keyboard and screen-reader users land on the new content, not on the old link.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger: run once per new screen.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType === 'POP') return;
    window.scrollTo(0, 0);
    const main = document.getElementById('main');
    if (main && !main.contains(document.activeElement)) {
      if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
      main.focus({ preventScroll: true });
    }
  }, [pathname, navigationType]);
}
