/**
 * Account security (spec §2 member centre securityCenter): the masked profile, a security level
 * from what is set (login password, payment password, mobile, e-mail, payout account) with the
 * next thing to do, and each protection's action — change the login password (the existing
 * change-password workflow), set or change the payment password, bind or change the mobile and
 * the e-mail with a code, add a payout account. Each form is its own workflow in a dialog; a
 * success there reloads this page's profile.
 */
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import centre from '../components/centre/Centre.module.css';
import { useErrorText } from '../components/error-text';
import { formatDateTime, useLocaleTag } from '../components/format';
import { Icon, type IconName } from '../components/Icon';
import { Loader } from '../components/Loader';
import { useSend } from '../system/system';
import { useIsLoggedIn } from '../system/use-session';
import { Avatar } from './Avatar';
import { BindContactDialog } from './BindContactDialog';
import { PaymentPasswordDialog } from './PaymentPasswordDialog';
import { PayoutAccountDialog } from './PayoutAccountDialog';
import {
  PAYOUT_ACCOUNTS_MAX,
  securityLevel,
  useSecurityCenter,
  useSendBindContact,
  useSendPaymentPassword,
  useSendPayoutAccount,
  useSendSecurityCenter,
  type SecurityItem,
} from './use-security';
import styles from './Security.module.css';

export default function SecurityCenterPage() {
  const { t } = useTranslation(['account', 'forms']);
  const c = useSecurityCenter();
  const send = useSendSecurityCenter();
  const loggedIn = useIsLoggedIn();
  const errorText = useErrorText();

  // Each visit reads the profile again (a withdrawal page or another device may have changed it).
  useEffect(() => {
    if (loggedIn) send({ type: 'security.open' });
  }, [loggedIn, send]);

  if (!c.profile) {
    if (c.phase === 'failed') {
      return (
        <div className={centre.notice} role="alert">
          <p>{c.loadError ? errorText(c.loadError) : t('errors.unknown')}</p>
          <Button onClick={() => send({ type: 'security.retry' })}>
            <Icon name="retry" size={18} />
            {t('common.retry')}
          </Button>
        </div>
      );
    }
    return <Loader />;
  }
  return (
    <div className={styles.page} aria-busy={c.phase === 'loading' || undefined}>
      {c.phase === 'failed' && c.loadError && (
        <div className={styles.warning} role="alert">
          <span>{errorText(c.loadError)}</span>
          <Button variant="secondary" onClick={() => send({ type: 'security.retry' })}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      <Level />
      <Profile />
      <Protections />
      <PaymentPasswordDialog />
      <BindContactDialog />
      <PayoutAccountDialog />
    </div>
  );
}

/** Opens the form of one protection (the login password's is the session's change-password dialog). */
function useOpen() {
  const c = useSecurityCenter();
  const session = useSend('session');
  const payment = useSendPaymentPassword();
  const bind = useSendBindContact();
  const payout = useSendPayoutAccount();
  const p = c.profile;
  return (item: SecurityItem) => {
    if (item === 'password') session({ type: 'session.changePassword' });
    else if (item === 'paymentPassword') payment({ type: 'paymentPassword.open', mode: p?.hasPaymentPassword ? 'change' : 'set' });
    else if (item === 'mobile' || item === 'email') bind({ type: 'bind.open', kind: item });
    else payout({ type: 'payout.open', count: p?.accounts.length ?? 0 });
  };
}

function Level() {
  const { t } = useTranslation(['account']);
  const c = useSecurityCenter();
  const open = useOpen();
  const { level, done, total, next } = securityLevel(c.profile!);
  return (
    <section className={styles.panel} aria-labelledby="security-level">
      <div className={styles.levelHead}>
        <h2 id="security-level" className={styles.panelTitle}>
          {t('security.level.title')}
        </h2>
        <strong className={styles.levelName} data-level={level} data-testid="security-level">
          {t(`security.level.${level}`)}
        </strong>
      </div>
      <div
        className={styles.meter}
        role="meter"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={t('security.level.progress', { done, total })}
        aria-labelledby="security-level"
        data-level={level}
      >
        <span style={{ inlineSize: `${(done / total) * 100}%` }} />
      </div>
      <p className={styles.muted}>{t('security.level.progress', { done, total })}</p>
      {next ? (
        <div className={styles.next}>
          <p>{t(`security.next.${next}`)}</p>
          <Button variant="primary" onClick={() => open(next)}>
            {t(`security.action.${next}`)}
          </Button>
        </div>
      ) : (
        <p className={styles.allSet}>{t('security.level.allSet')}</p>
      )}
    </section>
  );
}

function Profile() {
  const { t } = useTranslation(['account']);
  const p = useSecurityCenter().profile!;
  const locale = useLocaleTag();
  const none = <span className={styles.muted}>{t('security.profile.none')}</span>;
  return (
    <section className={styles.panel} aria-labelledby="security-profile">
      <h2 id="security-profile" className={styles.panelTitle}>
        {t('security.profile.title')}
      </h2>
      <div className={styles.identity}>
        <Avatar size={64} iconSize={32} />
        <span className={styles.identityName}>{p.nickname || p.account}</span>
      </div>
      <dl className={styles.details}>
        <dt>{t('security.profile.account')}</dt>
        <dd>{p.account}</dd>
        <dt>{t('security.profile.nickname')}</dt>
        <dd>{p.nickname || none}</dd>
        <dt>{t('security.profile.realName')}</dt>
        <dd>{p.realName || none}</dd>
        <dt>{t('security.profile.mobile')}</dt>
        <dd>{p.mobile ? <Ltr>{p.mobile}</Ltr> : none}</dd>
        <dt>{t('security.profile.email')}</dt>
        <dd>{p.email ? <Ltr>{p.email}</Ltr> : none}</dd>
        <dt>{t('security.profile.regDate')}</dt>
        <dd>{p.regDate !== null ? formatDateTime(p.regDate, locale) : none}</dd>
        {p.vipLabel && (
          <>
            <dt>{t('security.profile.vip')}</dt>
            <dd>{p.vipLabel}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

/** A phone number, an address or a masked number: left to right, also inside right-to-left text (081****601, not 601****081). */
function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

function Row({ icon, title, status, done, children }: { icon: IconName; title: string; status: ReactNode; done: boolean; children: ReactNode }) {
  return (
    <li className={styles.row}>
      <Icon name={icon} size={22} className={styles.rowIcon} />
      <div className={styles.rowText}>
        <span className={styles.rowTitle}>{title}</span>
        <span className={done ? styles.ok : styles.todo}>{status}</span>
      </div>
      <div className={styles.rowAction}>{children}</div>
    </li>
  );
}

function Protections() {
  const { t } = useTranslation(['account']);
  const p = useSecurityCenter().profile!;
  const open = useOpen();
  const full = p.accounts.length >= PAYOUT_ACCOUNTS_MAX;
  return (
    <section className={styles.panel} aria-labelledby="security-items">
      <h2 id="security-items" className={styles.panelTitle}>
        {t('security.items.title')}
      </h2>
      <ul className={styles.rows}>
        <Row icon="lock" title={t('security.items.password')} status={t('security.status.set')} done>
          <Button variant="secondary" onClick={() => open('password')}>
            {t('security.action.changePassword')}
          </Button>
        </Row>
        <Row
          icon="shield"
          title={t('security.items.paymentPassword')}
          status={t(p.hasPaymentPassword ? 'security.status.set' : 'security.status.notSet')}
          done={p.hasPaymentPassword}
        >
          <Button variant="secondary" onClick={() => open('paymentPassword')}>
            {t(p.hasPaymentPassword ? 'security.action.changePaymentPassword' : 'security.action.paymentPassword')}
          </Button>
        </Row>
        <Row icon="user" title={t('security.items.mobile')} status={p.mobile ? <Ltr>{p.mobile}</Ltr> : t('security.status.notBound')} done={p.mobile !== ''}>
          <Button variant="secondary" onClick={() => open('mobile')}>
            {t(p.mobile ? 'security.action.changeMobile' : 'security.action.mobile')}
          </Button>
        </Row>
        <Row icon="mail" title={t('security.items.email')} status={p.email ? <Ltr>{p.email}</Ltr> : t('security.status.notBound')} done={p.email !== ''}>
          <Button variant="secondary" onClick={() => open('email')}>
            {t(p.email ? 'security.action.changeEmail' : 'security.action.email')}
          </Button>
        </Row>
      </ul>
      <h3 className={styles.subTitle} id="security-accounts">
        {t('security.items.payoutAccount')}
      </h3>
      {p.accounts.length === 0 ? (
        <p className={styles.muted}>{t('security.payout.empty')}</p>
      ) : (
        <ul className={styles.accounts} aria-labelledby="security-accounts">
          {p.accounts.map((a) => (
            <li key={a.id} className={styles.account}>
              <span className={styles.rowTitle}>{a.bankName}</span>
              <span className={styles.muted}>{t(`security.payout.types.${a.type}`)}</span>
              <span>
                {a.accountName} ·{' '}
                <bdi dir="ltr" className={styles.number}>
                  {a.accountNumber}
                </bdi>
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.accountActions}>
        <Button variant="secondary" onClick={() => open('payoutAccount')} disabled={full}>
          <Icon name="plus" size={18} />
          {t('security.action.payoutAccount')}
        </Button>
        <span className={styles.muted}>{t('security.payout.limit', { count: p.accounts.length, max: PAYOUT_ACCOUNTS_MAX })}</span>
      </div>
    </section>
  );
}
