/** The legal licence (spec §2 modals): the licence image from the site resources. */
import { useTranslation } from 'react-i18next';
import { Modal } from '../components/Modal';
import styles from './MoreMenu.module.css';

export default function LicenceModal({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useTranslation('content');
  return (
    <Modal title={t('more.licence')} onClose={onClose} size="lg">
      <img className={styles.licence} src={url} alt={t('more.licenceAlt')} />
    </Modal>
  );
}
