/**
 * Transfer to the upline (spec §2 transferUpline): the upline, the balance and the limits, the
 * amount and the payment password, a confirmation dialog, the result. The shared transfer form
 * over the transferUpline actor; a member without an upline is told so.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../components/Button';
import centre from '../components/centre/Centre.module.css';
import { useErrorText } from '../components/error-text';
import { Icon } from '../components/Icon';
import { Loader } from '../components/Loader';
import { TransferForm } from '../components/transfer/TransferForm';
import { useIsLoggedIn } from '../system/use-session';
import { useSendTransferUpline, useTransferUpline } from './use-transfer-upline';

export default function TransferUplinePage() {
  const { t } = useTranslation(['money', 'forms']);
  const view = useTransferUpline();
  const send = useSendTransferUpline();
  const loggedIn = useIsLoggedIn();
  const errorText = useErrorText();
  const phase = view?.phase ?? 'idle';

  useEffect(() => {
    if (loggedIn) send({ type: 'transfer.open' });
  }, [loggedIn, send]);

  if (!view || phase === 'idle' || phase === 'loading') return <Loader />;
  if (phase === 'failed') {
    const noUpline = view.loadError?.code === 'not.exists.agent';
    return (
      <div className={centre.notice} role={noUpline ? undefined : 'alert'}>
        <p>{view.loadError ? errorText(view.loadError) : t('errors.unknown')}</p>
        {!noUpline && (
          <Button onClick={() => send({ type: 'transfer.retry' })}>
            <Icon name="retry" size={18} />
            {t('common.retry')}
          </Button>
        )}
      </div>
    );
  }
  return (
    <TransferForm
      view={view}
      send={send}
      recipientLabel={t('money:upline.recipient')}
      noPassword={
        <div className={centre.notice}>
          <p>{t('money:withdraw.needPassword')}</p>
          <Link className={buttonClass('primary')} to="/member/securityCenter">
            {t('memberPages.securityCenter')}
          </Link>
        </div>
      }
    />
  );
}
