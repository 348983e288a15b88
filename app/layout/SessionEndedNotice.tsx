/** "Not logged in, please log in" after the session expired. */
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useActors, useSessionEnded } from '../system';


/** "Not logged in, please log in" after the session expired; the login modal opens beneath it. */
export default function SessionEndedNotice() {
  const { t } = useTranslation();
  const ended = useSessionEnded();
  const { session } = useActors();
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
