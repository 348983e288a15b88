/**
 * The age announcement (brand.ageAnnouncement): a visitor confirms being at least the brand's age
 * (18 or 21) before browsing. A dialog that Escape and the backdrop do not close: confirming
 * stores the confirmation on this device; "I am under N" says the site is not for them and keeps
 * the page covered, with the way back to confirming.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { Modal } from '../components/Modal';
import { useAgeGate, useSendAgeGate } from './use-age-gate';

export default function AgeAnnouncement() {
  const { t } = useTranslation('content');
  const { phase, ageLimit } = useAgeGate();
  const send = useSendAgeGate();
  const textId = useId();
  if (phase === 'none') return null;
  const confirm = (
    <Button variant="primary" onClick={() => send({ type: 'ageGate.confirm' })}>
      {t('ageGate.confirm', { age: ageLimit })}
    </Button>
  );
  return (
    <Modal
      title={t('ageGate.title', { age: ageLimit })}
      onClose={() => undefined}
      closable={false}
      size="sm"
      role="alertdialog"
      layer="alert"
      describedBy={textId}
      footer={
        phase === 'asking' ? (
          <>
            <Button variant="secondary" onClick={() => send({ type: 'ageGate.decline' })}>
              {t('ageGate.decline', { age: ageLimit })}
            </Button>
            {confirm}
          </>
        ) : (
          confirm
        )
      }
    >
      <p id={textId} data-testid="age-gate-text">
        {phase === 'asking' ? t('ageGate.question', { age: ageLimit }) : t('ageGate.declined', { age: ageLimit })}
      </p>
    </Modal>
  );
}
