/**
 * While a form's workflow is still loading its code, a loader; if the code could not be loaded
 * (offline, a new deployment: spec §8 "module load failure"), the message and a retry.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { Loader } from '../components/Loader';
import { useErrorText } from '../components/error-text';
import { useActor } from '../system/system';
import { useChildPhase, useSessionLoadError } from '../system/use-session';
import form from '../components/form/Form.module.css';

export function WorkflowGate({
  child,
  children,
}: {
  child: 'login' | 'registration' | 'quickSignUp' | 'forgotPassword' | 'changePassword';
  children: ReactNode;
}) {
  const { t } = useTranslation(['account', 'forms']);
  const errorText = useErrorText();
  const session = useActor('session');
  const phase = useChildPhase(child);
  const error = useSessionLoadError();
  if (phase === 'running') return <>{children}</>;
  if (phase === 'loadFailed') {
    // A chunk the server no longer has (a newer version deployed) comes back only with a reload.
    const missing = (error?.detail as { chunk?: string } | undefined)?.chunk === 'missing';
    return (
      <div className={form.formError} role="alert">
        <p>{error ? errorText(error) : t('errors.moduleLoad')}</p>
        <Button variant="secondary" size="sm" onClick={() => (missing ? window.location.reload() : session.send({ type: 'session.retryLoad' }))}>
          {t(missing ? 'common.reload' : 'common.retry')}
        </Button>
      </div>
    );
  }
  return <Loader />;
}
