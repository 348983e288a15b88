/**
 * The simulator panel (simulator and demo builds only): pick and step through scenarios, flip
 * the fault switchboard, watch and export the journal, see the simulator's accounts and the SMS
 * codes sent, and act as the merchant's operator (credit the pending deposits now).
 * It is lazily loaded behind `__SIMULATOR__`, so production builds contain none of it.
 */
import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyActorRef } from 'xstate';
import type { JournalEntry } from '../../machines/system/journal';
import { checkExpectation, describeStep, type ScenarioStep } from '../../machines/system/scenario';
import { useServices, useActor } from '../system/system';
import styles from './SimulatorPanel.module.css';

/** The part of the running simulator the panel uses (the panel may not import simulator/). */
interface SimulatorControl {
  readonly config: {
    seed: number;
    latencyMs: number;
    faults: { errorRate: number; timeoutRate: number; malformedRate: number; errorCode: string };
    system: { maintenance: { active: boolean; endTime?: number | null }; regionRestriction: { active: boolean; ip: string } };
  };
  readonly accounts: readonly { account: string; password: string; type: number; purpose: string }[];
  configure(patch: Record<string, unknown>): unknown;
  /** The simulated SMS gateway: every code sent, oldest first. */
  readonly sms?: { outbox(): readonly { seq: number; mobile: string; code: string; purpose: string; sentAt: number; expiresAt: number }[] };
  /** The operator credits every pending deposit now; answers how many. */
  creditDeposits?(): number;
}

interface ScenarioSummary {
  id: string;
  title: string;
  description: string;
}

type Tab = 'scenarios' | 'faults' | 'journal' | 'accounts' | 'sms' | 'money';

export default function SimulatorPanel() {
  const { t } = useTranslation('simulator');
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<Tab>('scenarios');
  const services = useServices();
  if (!services.simulator) return null;
  const tabs: Tab[] = ['scenarios', 'faults', 'journal', 'accounts', 'sms', 'money'];
  return (
    <div className={styles.root}>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls="simulator-panel" onClick={() => setOpen(!open)}>
        {t('simulator.toggle')}
      </button>
      {open && (
        <section id="simulator-panel" className={styles.panel} aria-label={t('simulator.title')}>
          <header className={styles.header}>
            <h2>{t('simulator.title')}</h2>
            {services.simulator.reset && <ResetButton reset={services.simulator.reset} />}
            <button type="button" onClick={() => setOpen(false)} aria-label={t('common.close')}>
              ×
            </button>
          </header>
          <div role="tablist" className={styles.tabs}>
            {tabs.map((id) => (
              <button key={id} role="tab" type="button" aria-selected={tab === id} onClick={() => setTab(id)}>
                {t(`simulator.tabs.${id}`)}
              </button>
            ))}
          </div>
          <div role="tabpanel" className={styles.body}>
            {tab === 'scenarios' && <ScenariosTab />}
            {tab === 'faults' && <FaultsTab />}
            {tab === 'journal' && <JournalTab />}
            {tab === 'accounts' && <AccountsTab />}
            {tab === 'sms' && <SmsTab />}
            {tab === 'money' && <MoneyTab />}
          </div>
        </section>
      )}
    </div>
  );
}

/** Saved runs survive a reload; this starts again from the seed, after a confirmation. */
function ResetButton({ reset }: { reset: () => void }) {
  const { t } = useTranslation('simulator');
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <button type="button" className={styles.reset} onClick={() => setConfirming(true)}>
        {t('simulator.reset')}
      </button>
    );
  }
  return (
    <span className={styles.reset} role="group" aria-label={t('simulator.resetConfirm')}>
      <span>{t('simulator.resetConfirm')}</span>
      <button type="button" onClick={reset}>
        {t('simulator.resetYes')}
      </button>
      <button type="button" onClick={() => setConfirming(false)}>
        {t('common.cancel')}
      </button>
    </span>
  );
}

function useSimulator() {
  const sim = useServices().simulator!;
  return { ...sim, control: sim.control as SimulatorControl };
}

function ScenariosTab() {
  const { t } = useTranslation('simulator');
  const { root } = useServices();
  const { scenario, storage, control } = useSimulator();
  const [list, setList] = useState<ScenarioSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [next, setNext] = useState(0);
  const [results, setResults] = useState<string[]>([]);

  useEffect(() => {
    let live = true;
    fetch(`${import.meta.env.BASE_URL}scenarios/index.json`, { cache: 'no-store' })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((l: ScenarioSummary[]) => live && setList(l))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  const runStep = (step: ScenarioStep): string => {
    if ('send' in step) {
      const target = root.system.get(step.send.to) as AnyActorRef | undefined;
      if (!target) return t('simulator.stepNoActor', { actor: step.send.to });
      target.send(step.send.event);
      return t('simulator.stepSent');
    }
    if ('advance' in step) return t('simulator.stepRealClock');
    if ('simulator' in step) {
      if (step.simulator.configure) control.configure(step.simulator.configure);
      return t('simulator.stepApplied');
    }
    const r = checkExpectation(root, storage, step.expect);
    return r.ok ? t('simulator.stepPassed') : t('simulator.stepFailed', { detail: r.detail });
  };

  const step = () => {
    if (!scenario || next >= scenario.steps.length) return;
    const outcome = runStep(scenario.steps[next]!);
    setResults((r) => [...r, outcome]);
    setNext(next + 1);
  };

  return (
    <div>
      {failed && <p role="alert">{t('simulator.scenariosUnavailable')}</p>}
      <ul className={styles.list}>
        {(list ?? []).map((s) => (
          <li key={s.id}>
            <a href={`/?scenario=${encodeURIComponent(s.id)}`} aria-current={scenario?.id === s.id ? 'true' : undefined}>
              {s.title}
            </a>
            <small>{s.description}</small>
          </li>
        ))}
      </ul>
      {scenario && (
        <div className={styles.player}>
          <h3>{t('simulator.current', { title: scenario.title })}</h3>
          <ol>
            {scenario.steps.map((s, i) => (
              <li key={i} className={i < next ? styles.done : undefined}>
                <code>{s.note ?? describeStep(s)}</code>
                {results[i] && <span className={styles.result}>{results[i]}</span>}
              </li>
            ))}
          </ol>
          <button type="button" onClick={step} disabled={next >= scenario.steps.length}>
            {t('simulator.runStep')}
          </button>
        </div>
      )}
    </div>
  );
}

function FaultsTab() {
  const { t } = useTranslation('simulator');
  const { control } = useSimulator();
  const bootstrap = useActor('bootstrap');
  const c = control.config;
  const [form, setForm] = useState({
    latencyMs: c.latencyMs,
    errorRate: Math.round(c.faults.errorRate * 100),
    timeoutRate: Math.round(c.faults.timeoutRate * 100),
    malformedRate: Math.round(c.faults.malformedRate * 100),
    maintenance: c.system.maintenance.active,
    endTime: c.system.maintenance.endTime ? new Date(c.system.maintenance.endTime).toISOString().slice(0, 16) : '',
    region: c.system.regionRestriction.active,
    ip: c.system.regionRestriction.ip,
  });
  const [applied, setApplied] = useState(false);
  const num = (v: string, max: number) => Math.max(0, Math.min(max, Number(v) || 0));

  const apply = (e: FormEvent) => {
    e.preventDefault();
    control.configure({
      latencyMs: form.latencyMs,
      faults: { errorRate: form.errorRate / 100, timeoutRate: form.timeoutRate / 100, malformedRate: form.malformedRate / 100 },
      system: {
        maintenance: { active: form.maintenance, endTime: form.endTime ? new Date(form.endTime).getTime() : null },
        regionRestriction: { active: form.region, ip: form.ip },
      },
    });
    bootstrap.send({ type: 'bootstrap.retry' });
    setApplied(true);
  };

  return (
    <form className={styles.form} onSubmit={apply}>
      <label>
        {t('simulator.latency')}
        <input type="number" min={0} max={30000} value={form.latencyMs} onChange={(e) => setForm({ ...form, latencyMs: num(e.target.value, 30000) })} />
      </label>
      {(['errorRate', 'timeoutRate', 'malformedRate'] as const).map((k) => (
        <label key={k}>
          {t(`simulator.${k}`)}
          <input type="number" min={0} max={100} value={form[k]} onChange={(e) => setForm({ ...form, [k]: num(e.target.value, 100) })} />
        </label>
      ))}
      <label className={styles.check}>
        <input type="checkbox" checked={form.maintenance} onChange={(e) => setForm({ ...form, maintenance: e.target.checked })} />
        {t('simulator.maintenance')}
      </label>
      <label>
        {t('simulator.maintenanceEnd')}
        <input type="datetime-local" value={form.endTime} onChange={(e) => setForm({ ...form, endTime: e.target.value })} />
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={form.region} onChange={(e) => setForm({ ...form, region: e.target.checked })} />
        {t('simulator.region')}
      </label>
      <label>
        {t('simulator.ip')}
        <input type="text" value={form.ip} onChange={(e) => setForm({ ...form, ip: e.target.value })} />
      </label>
      <div className={styles.actions}>
        <button type="submit">{t('simulator.apply')}</button>
        <button type="button" onClick={() => window.location.reload()}>
          {t('simulator.reload')}
        </button>
      </div>
      {applied && <p role="status">{t('simulator.applied')}</p>}
    </form>
  );
}

function JournalTab() {
  const { t } = useTranslation('simulator');
  const { journal } = useSimulator();
  const entries = useSyncExternalStore(
    (cb) => journal.subscribe(cb),
    () => journal.entries,
  );
  const exportJson = () => {
    const blob = new Blob([JSON.stringify(journal.toJSON(), null, 2)], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `croupier-journal-${entries.length}.json`;
    a.click();
    URL.revokeObjectURL(a.href);
  };
  const last = entries.slice(-200).reverse();
  return (
    <div>
      <div className={styles.actions}>
        <button type="button" onClick={exportJson}>
          {t('simulator.export')}
        </button>
        <span>{t('simulator.entries', { count: entries.length })}</span>
      </div>
      <ol className={styles.journal} reversed>
        {last.map((e: JournalEntry) => (
          <li key={e.seq}>
            <details>
              <summary>
                <span>#{e.seq}</span> <code>{e.event.type}</code> → {e.to} <small>({e.from})</small>
              </summary>
              <pre>{JSON.stringify(e.event, null, 2)}</pre>
            </details>
          </li>
        ))}
      </ol>
    </div>
  );
}

function AccountsTab() {
  const { t } = useTranslation('simulator');
  const { control } = useSimulator();
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>{t('simulator.account')}</th>
          <th>{t('simulator.password')}</th>
          <th>{t('simulator.purpose')}</th>
        </tr>
      </thead>
      <tbody>
        {control.accounts.map((a) => (
          <tr key={a.account}>
            <td>
              <code>{a.account}</code>
            </td>
            <td>
              <code>{a.password}</code>
            </td>
            <td>{a.purpose}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The merchant's operator: bank transfers and QR payments are credited a few simulator minutes
 * after they were submitted (`money.depositCreditMinutes`); this credits every pending deposit now.
 * The header's balance is read again, and a balance found changed tells the account record.
 */
function MoneyTab() {
  const { t } = useTranslation('simulator');
  const { control } = useSimulator();
  const wallet = useActor('wallet');
  const [credited, setCredited] = useState<number | null>(null);
  const minutes = (control.config as { money?: { depositCreditMinutes?: number | null } }).money?.depositCreditMinutes;
  const credit = () => {
    setCredited(control.creditDeposits?.() ?? 0);
    wallet?.send({ type: 'wallet.refresh' });
  };
  return (
    <div className={styles.form}>
      <p>{minutes === null ? t('simulator.depositCreditOff') : t('simulator.depositCreditAfter', { count: minutes ?? 2 })}</p>
      <div className={styles.actions}>
        <button type="button" onClick={credit}>
          {t('simulator.creditDeposits')}
        </button>
      </div>
      {credited !== null && <p role="status">{t('simulator.credited', { count: credited })}</p>}
    </div>
  );
}

/** The SMS outbox: the codes the simulated gateway sent, newest first, re-read every 2 s while shown. */
export const SMS_REFRESH_MS = 2_000;

function SmsTab() {
  const { t, i18n } = useTranslation('simulator');
  const { control } = useSimulator();
  const read = () => [...(control.sms?.outbox() ?? [])].reverse();
  const [messages, setMessages] = useState(read);
  useEffect(() => {
    const id = window.setInterval(() => setMessages([...(control.sms?.outbox() ?? [])].reverse()), SMS_REFRESH_MS);
    return () => window.clearInterval(id);
  }, [control]);
  if (messages.length === 0) return <p>{t('simulator.smsEmpty')}</p>;
  const time = (ms: number) => new Date(ms).toLocaleTimeString(i18n.language);
  return (
    <table className={styles.table} data-testid="sim-sms">
      <thead>
        <tr>
          <th>#</th>
          <th>{t('simulator.smsMobile')}</th>
          <th>{t('simulator.smsCode')}</th>
          <th>{t('simulator.smsPurpose')}</th>
          <th>{t('simulator.smsSentAt')}</th>
        </tr>
      </thead>
      <tbody>
        {messages.map((m) => (
          <tr key={m.seq}>
            <td>{m.seq}</td>
            <td>
              <code dir="ltr">{m.mobile}</code>
            </td>
            <td>
              <code>{m.code}</code>
            </td>
            <td>{m.purpose}</td>
            <td>
              <time dateTime={new Date(m.sentAt).toISOString()}>{time(m.sentAt)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
