/** Locks page scroll while any modal or drawer is open (ref-counted, so nested ones work). */
let scrollLocks = 0;

export function lockPageScroll(): () => void {
  scrollLocks += 1;
  document.body.classList.add('scroll-locked');
  let released = false;
  return () => {
    if (released) return;
    released = true;
    scrollLocks = Math.max(0, scrollLocks - 1);
    if (scrollLocks === 0) document.body.classList.remove('scroll-locked');
  };
}
