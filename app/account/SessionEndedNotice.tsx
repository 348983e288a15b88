/** "Not logged in, please log in" after the session expired. */
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useActor } from '../system/system';
import { useSessionEnded } from '../system/use-session';

/** "Not logged in, please log in" after the session expired; the login modal opens beneath it. */
export default function SessionEndedNotice() {
  const { t } = useTranslation(['account', 'forms']);
  const ended = useSessionEnded();
  const session = useActor('session');
  if (ended !== 'expired') return null;
  return (
    <ConfirmDialog
      layer="alert"
      title={t('common.notice')}
      message={t('errors.notLoggedIn')}
      onConfirm={() => session.send({ type: 'session.acknowledgeEnd' })}
    />
  );
}
