/** The answer to the last accept, reject, terminate or withdrawal given on the page: what changed and what it auto-terminated; or why it was refused. */
import { FormError } from '../components/form/fields';
import { Button } from '../components/Button';
import { useContractText } from './contract-text';
import { useContracts, useSendContracts } from './use-contracts';
import styles from './Contracts.module.css';

export function DecisionNotice() {
  const x = useContractText();
  const { t } = x;
  const view = useContracts();
  const send = useSendContracts();
  if (view?.actionError)
    return (
      <FormError onDismiss={() => send({ type: 'contracts.dismiss' })} dismissLabel={t('contracts.close')}>
        {x.errorText(view.actionError)}
      </FormError>
    );
  const d = view?.decision;
  if (!d) return null;
  return (
    <div className={styles.notice} role="status" data-testid="contract-decision">
      <p>{t(`contracts.decision.${d.action}`, { kind: x.kind(d) })}</p>
      {d.terminated.length > 0 && (
        <>
          <p>{t('contracts.autoTerminated')}</p>
          <ul>
            {d.terminated.map((c) => (
              <li key={c.contractId}>{x.line(c)}</li>
            ))}
          </ul>
        </>
      )}
      <Button size="sm" variant="ghost" onClick={() => send({ type: 'contracts.dismiss' })}>
        {t('contracts.close')}
      </Button>
    </div>
  );
}
