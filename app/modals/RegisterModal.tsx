/**
 * The register modal: its title and the way to log in. The registration workflow (tabs by
 * site setting, server field rules, SMS verification) arrives with the account capability.
 */
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Modal } from '../components/Modal';
import { useBrand } from '../system';
import styles from './Form.module.css';

export default function RegisterModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Modal title={t('register.title')} onClose={onClose} size="sm">
      <p className={styles.lead}>{t('register.subtitle', { brand: brand.name })}</p>
      <p className={styles.switch}>
        {t('register.haveAccount')}{' '}
        <button type="button" className={styles.textButton} onClick={() => navigate('/login', { replace: true, state: location.state })}>
          {t('register.loginLink')}
        </button>
      </p>
    </Modal>
  );
}
