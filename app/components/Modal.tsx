/**
 * The generic modal (spec §2): locks page scroll while open (ref-counted, so nested modals keep
 * it locked until the last one closes), an optional close button, click on the backdrop and
 * Escape close it, focus moves in and returns on close. Rendered into document.body.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { lockPageScroll } from './scroll-lock';
import { ModalScope, useUserDialogCount } from './overlay-scope';

export { lockPageScroll };
import styles from './Modal.module.css';

// ---- page scroll lock, ref-counted ---------------------------------------------------

// ---- the stack of open modals: only the topmost one reacts to Escape and keeps focus -----

interface StackEntry {
  key: number;
  layer: number;
  node: () => HTMLElement | null;
}
const stack: StackEntry[] = [];
let nextKey = 1;

function topOfStack(): StackEntry | undefined {
  let top: StackEntry | undefined;
  for (const e of stack) if (!top || e.layer > top.layer || (e.layer === top.layer && e.key > top.key)) top = e;
  return top;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true');
}

export interface ModalProps {
  /** The dialog's title: it also names the dialog (aria-labelledby). */
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  /** Shows the close button and lets Escape close (default true). */
  closable?: boolean;
  /** A click on the backdrop closes (default: the value of `closable`). */
  closeOnBackdrop?: boolean;
  /** Buttons row under the body. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** 'alert' dialogs sit above ordinary modals (a notice over the login modal). */
  layer?: 'modal' | 'alert';
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog. */
  describedBy?: string;
  /** Where focus goes when the modal opens (default: the first field, else the dialog). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Hide the title visually (it still names the dialog). */
  hideTitle?: boolean;
  className?: string;
  bodyClassName?: string;
}

export function Modal({
  title,
  onClose,
  children,
  closable = true,
  closeOnBackdrop,
  footer,
  size = 'md',
  layer = 'modal',
  role = 'dialog',
  describedBy,
  initialFocus,
  hideTitle = false,
  className,
  bodyClassName,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef<boolean | null>(null);
  const onCloseRef = useRef(onClose);
  const closableRef = useRef(closable);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
    closableRef.current = closable;
  });
  const backdropCloses = closeOnBackdrop ?? closable;
  // Taken at first render, so a modal opened inside another (whose effects run first) still
  // ranks above its parent.
  const [order] = useState(() => nextKey++);

  // Scroll lock.
  useEffect(() => lockPageScroll(), []);
  // The overlay queue sees a modal the user opened (nothing queued opens over it).
  useUserDialogCount();

  // Stack membership, Escape, Tab trap, focus in and back.
  useEffect(() => {
    const entry: StackEntry = { key: order, layer: layer === 'alert' ? 1 : 0, node: () => dialogRef.current };
    stack.push(entry);
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    // Focus moves in at the next frame, not inside this effect: focus() needs an up-to-date
    // layout, and here it would force one of the whole page inside the commit's effects (the first
    // load's announcement popup: about 56 ms of layout in a 100 ms task). In the frame
    // the browser lays the page out once, as it would anyway.
    const frame = requestAnimationFrame(() => {
      const dialog = dialogRef.current;
      if (dialog && topOfStack() === entry && !dialog.contains(document.activeElement)) {
        const target = initialFocus?.current ?? dialog.querySelector<HTMLElement>('[data-autofocus], input:not([disabled]), select, textarea') ?? dialog;
        target.focus({ preventScroll: true });
      }
    });

    const onKeyDown = (e: KeyboardEvent) => {
      if (topOfStack() !== entry) return;
      const node = dialogRef.current;
      if (e.key === 'Escape') {
        if (closableRef.current) {
          e.stopPropagation();
          onCloseRef.current();
        }
        return;
      }
      if (e.key === 'Tab' && node) {
        const items = focusables(node);
        if (items.length === 0) {
          e.preventDefault();
          node.focus();
          return;
        }
        const first = items[0]!;
        const last = items[items.length - 1]!;
        const active = document.activeElement;
        if (e.shiftKey && (active === first || active === node || !node.contains(active))) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && (active === last || !node.contains(active))) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      const i = stack.indexOf(entry);
      if (i >= 0) stack.splice(i, 1);
      const next = topOfStack()?.node();
      if (next && !next.contains(document.activeElement)) {
        const field = next.querySelector<HTMLElement>('[data-autofocus], input:not([disabled]), select, textarea');
        (field ?? next).focus({ preventScroll: true });
      } else if (!next && previous && previous.isConnected) previous.focus({ preventScroll: true });
    };
    // Opening is a one-off: later prop changes must not re-run the focus move.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onBackdropMouseDown = (e: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = e.target === e.currentTarget;
  };
  const onBackdropClick = (e: MouseEvent<HTMLDivElement>) => {
    // A drag that started inside the dialog and ended outside does not close it.
    const started = pressStartedOnBackdrop.current;
    pressStartedOnBackdrop.current = null;
    if (e.target !== e.currentTarget || started === false) return;
    if (backdropCloses) onClose();
  };

  return createPortal(
    <ModalScope value={true}>
      <div
        className={[styles.backdrop, layer === 'alert' ? styles.alertLayer : ''].filter(Boolean).join(' ')}
        data-modal-backdrop=""
        onMouseDown={onBackdropMouseDown}
        onClick={onBackdropClick}
      >
        <div
          ref={dialogRef}
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={describedBy}
          tabIndex={-1}
          className={[styles.dialog, styles[size], className].filter(Boolean).join(' ')}
        >
          <div className={hideTitle ? styles.headerBare : styles.header}>
            <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
              {title}
            </h2>
            {closable && (
              <button type="button" className={styles.close} onClick={onClose} aria-label={t('common.close')}>
                <Icon name="close" />
              </button>
            )}
          </div>
          <div className={[styles.body, bodyClassName].filter(Boolean).join(' ')}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </div>
      </div>
    </ModalScope>,
    document.body,
  );
}
