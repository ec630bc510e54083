import { Center, Loader } from '../light/layout';
import { useTranslation } from 'react-i18next';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh" role="status" aria-label={t('common.loading')}>
      <Loader color="atlas" />
    </Center>
  );
}
