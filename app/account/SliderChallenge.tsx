/**
 * The stand-in for geetest's widget (simulator mode, where the simulator plays geetest): the
 * picture with its notch (puzzle.image) and the piece at puzzle.pieceY. The user drags the
 * handle (pointer) or moves it with the arrow keys, and on release (or Enter) the view sends
 * the piece's x in the picture's own pixels, which the owner forwards to the stand-in verifier;
 * it answers geetest's three fields. The drag position is local UI state; the answer, the retry
 * and the cancel are the machines' business. In production geetest's SDK draws its own widget.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HumanCheckPuzzle as Challenge } from '../../machines/shared/human-check/human-check';
import { Button } from '../components/Button';
import { Icon } from '../components/Icon';
import { Loader } from '../components/Loader';
import { Modal } from '../components/Modal';
import form from '../components/form/Form.module.css';
import styles from './Account.module.css';

function svgOrPng(base64: string): string {
  let svg = false;
  try {
    svg = atob(base64.trim().slice(0, 64)).trimStart().startsWith('<');
  } catch {
    svg = false;
  }
  return `data:image/${svg ? 'svg+xml' : 'png'};base64,${base64}`;
}

export function SliderChallenge({
  challenge,
  error,
  onAnswer,
  onCancel,
}: {
  /** null while the challenge loads. */
  challenge: Challenge | null;
  /** The last answer's failure, translated. */
  error?: string | null;
  onAnswer: (x: number) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['account', 'forms']);
  return (
    <Modal title={t('challenge.title')} onClose={onCancel} size="sm" layer="alert">
      {challenge ? <Stage key={challenge.id} challenge={challenge} error={error ?? null} onAnswer={onAnswer} /> : <Loader />}
      <div className={styles.challengeActions}>
        <Button variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </Modal>
  );
}

function Stage({ challenge, error, onAnswer }: { challenge: Challenge; error: string | null; onAnswer: (x: number) => void }) {
  const { t } = useTranslation(['account', 'forms']);
  const { width, height, pieceSize, pieceY } = challenge;
  const max = Math.max(0, width - pieceSize);
  const [x, setX] = useState(0);
  const [sent, setSent] = useState(false);
  const drag = useRef<{ pointer: number; startClient: number; startX: number; scale: number } | null>(null);
  const handleRef = useRef<HTMLDivElement>(null);
  const clamp = (v: number) => Math.max(0, Math.min(max, Math.round(v)));

  // The handle takes the focus as soon as the picture is there (keyboard users start at once).
  useEffect(() => handleRef.current?.focus({ preventScroll: true }), []);

  const answer = (value: number) => {
    if (sent) return;
    setSent(true);
    onAnswer(value);
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (sent) return;
    const track = e.currentTarget.parentElement!.getBoundingClientRect();
    drag.current = { pointer: e.pointerId, startClient: e.clientX, startX: x, scale: track.width > 0 ? width / track.width : 1 };
    e.currentTarget.setPointerCapture?.(e.pointerId);
    e.preventDefault();
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointer !== e.pointerId) return;
    setX(clamp(d.startX + (e.clientX - d.startClient) * d.scale));
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointer !== e.pointerId) return;
    drag.current = null;
    const final = clamp(d.startX + (e.clientX - d.startClient) * d.scale);
    setX(final);
    if (final > 0) answer(final);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (sent) return;
    const step = e.shiftKey ? 10 : 1;
    let next: number | null = null;
    if (e.key === 'ArrowRight' || e.key === 'ArrowUp') next = x + step;
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') next = x - step;
    else if (e.key === 'PageUp') next = x + 10;
    else if (e.key === 'PageDown') next = x - 10;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = max;
    else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      answer(x);
      return;
    }
    if (next === null) return;
    e.preventDefault();
    setX(clamp(next));
  };

  const pct = (v: number, of: number) => `${(v / of) * 100}%`;
  return (
    <div className={styles.challenge}>
      <p className={styles.challengeLead} id={`challenge-${challenge.id}-help`}>
        {t('challenge.lead')}
      </p>
      {/* The picture is physical (x from the left), whatever the reading direction. */}
      <div dir="ltr" className={styles.challengeBox} style={{ maxInlineSize: width }}>
        <div
          className={styles.stage}
          style={{ aspectRatio: `${width} / ${height}`, backgroundImage: `url("${svgOrPng(challenge.image)}")` }}
          role="img"
          aria-label={t('challenge.picture')}
        >
          <img
            className={styles.piece}
            src={svgOrPng(challenge.piece)}
            alt=""
            style={{ left: pct(x, width), top: pct(pieceY, height), width: pct(pieceSize, width) }}
            draggable={false}
          />
        </div>
        <div className={styles.track}>
          <div
            ref={handleRef}
            className={styles.handle}
            style={{ left: pct(x, width), width: pct(pieceSize, width) }}
            role="slider"
            tabIndex={0}
            aria-label={t('challenge.handle')}
            aria-describedby={`challenge-${challenge.id}-help`}
            aria-valuemin={0}
            aria-valuemax={max}
            aria-valuenow={x}
            aria-disabled={sent || undefined}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (drag.current = null)}
            onKeyDown={onKeyDown}
            data-testid="challenge-handle"
          >
            <Icon name="chevronEnd" size={20} />
          </div>
        </div>
      </div>
      {error && (
        <p className={styles.challengeError} role="alert">
          {error}
        </p>
      )}
      {sent && (
        <p className={form.hint} role="status">
          {t('challenge.checking')}
        </p>
      )}
    </div>
  );
}
