import { startTransition, useEffect, useState, type RefObject } from 'react';

/** How long the element must stay near the screen before it renders. */
const SETTLE_MS = 300;

/**
 * True once the element has come within `margin` of the viewport, focus has entered it or the
 * visitor has pressed Tab anywhere (so that the keyboard's order never skips it); it stays true.
 * For content below the first screen that costs a lot to render (a section of game cards and
 * logos): it renders when the visitor scrolls, tabs or reads towards it, not in the first load
 * (the home's sections were most of its main-thread time after the first paint). The
 * render it starts is a transition, so React renders it in slices. Without an
 * IntersectionObserver (an old browser, a test DOM) it is true from the start.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const reveal = () => startTransition(() => setNear(true));
    // Before the visitor scrolls, near for a moment and not only for a frame: while the page above
    // is still loading (a list that arrives, a board that takes its height) the element passes
    // close to the screen and moves away again, and revealing it then would render it in the first
    // load after all. Once the page is scrolled, at once.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        clearTimeout(timer);
        if (!entries[entries.length - 1]?.isIntersecting) return;
        if (window.scrollY > 0) reveal();
        else timer = setTimeout(reveal, SETTLE_MS);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(el);
    // A keyboard or screen-reader user who reaches the content before scrolling to it.
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Tab') reveal();
    };
    el.addEventListener('focusin', reveal);
    document.addEventListener('keydown', onKey);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      el.removeEventListener('focusin', reveal);
      document.removeEventListener('keydown', onKey);
    };
  }, [ref, margin, near]);
  return near;
}
