/**
 * A transfer to a downline: the shared transfer form (app/components/transfer/TransferForm over
 * the shared transfer machine) in a dialog — the downline, the agent's balance and the limits, the
 * amount (checked as typed) and the payment password, a confirmation saying who gets how much,
 * then the answer with the new balance. The server's refusals (insufficient balance, a wrong
 * payment password, not a direct downline) show under their field and what was typed stays.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../components/Button';
import centre from '../components/centre/Centre.module.css';
import { useErrorText } from '../components/error-text';
import { Icon } from '../components/Icon';
import { Loader } from '../components/Loader';
import { Modal } from '../components/Modal';
import { TransferForm } from '../components/transfer/TransferForm';
import { useSendTransfer, useTransfer } from './use-downlines';
import styles from './Contracts.module.css';

export function TransferModal() {
  const view = useTransfer();
  const send = useSendTransfer();
  const { t } = useTranslation(['agent', 'forms']);
  const errorText = useErrorText();
  if (!view || view.phase === 'idle') return null;
  const close = () => send({ type: 'transfer.close' });

  let body;
  if (view.phase === 'loading') body = <Loader />;
  else if (view.phase === 'failed')
    body = (
      <div className={centre.notice} role="alert">
        <p>{view.loadError ? errorText(view.loadError) : t('errors.unknown')}</p>
        <Button onClick={() => send({ type: 'transfer.retry' })}>
          <Icon name="retry" size={18} />
          {t('common.retry')}
        </Button>
      </div>
    );
  else
    body = (
      <div className={styles.form}>
        <TransferForm
          view={view}
          send={send}
          recipientLabel={t('downlineTransfer.recipient')}
          noPassword={
            <div className={centre.notice}>
              <p>{t('downlineTransfer.needPassword')}</p>
              <Link className={buttonClass('primary')} to="/member/securityCenter" onClick={close}>
                {t('memberPages.securityCenter')}
              </Link>
            </div>
          }
          doneExtra={
            <Button size="lg" onClick={close}>
              {t('downlineTransfer.close')}
            </Button>
          }
        />
      </div>
    );

  return (
    <Modal title={t('downlineTransfer.title', { downline: view.recipient })} onClose={close} size="md">
      {body}
    </Modal>
  );
}
