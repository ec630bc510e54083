import { useEffect, useRef } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Where PayPal's own buttons go; `mount` renders them into the element once it is on the page. */
export function PaypalButtons({ mount }: { mount: (container: HTMLElement) => void }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const mountOnce = useRef(mount);
  useEffect(() => {
    if (box.current) mountOnce.current(box.current);
  }, []);
  return (
    <>
      <Text size="sm" c="dimmed" mb="md">
        {t('checkout.paypalChoose')}
      </Text>
      <div ref={box} data-testid="paypal-buttons" />
    </>
  );
}
