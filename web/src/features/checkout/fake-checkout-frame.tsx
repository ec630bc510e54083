import { useEffect, useRef } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './fake-checkout-frame.module.css';

/** The dialog's title (inside the dialog's h2, so phrasing content only): a lock, the title, test mode. */
export function FrameTitle({ title }: { title?: string }) {
  const { t } = useTranslation();
  return (
    <span className={classes.title}>
      <svg
        aria-hidden="true"
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <rect x="4" y="11" width="16" height="10" rx="2" />
        <path d="M8 11V7a4 4 0 0 1 8 0v4" />
      </svg>
      <Text component="span" fw={700}>
        {title ?? t('checkout.title')}
      </Text>
      <Text component="span" size="sm" c="dimmed" visibleFrom="sm">
        {t('checkout.testMode')}
      </Text>
    </span>
  );
}

/**
 * A page of the fake server (the hosted card form, the PayPal approval) in a frame. Keys pressed inside a frame never reach the page,
 * so Escape is also listened for inside it (same origin: the fake server serves both).
 */
export function CheckoutFrame({ src, title, onEscape }: { src: string; title: string; onEscape: () => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const escape = useRef(onEscape);
  escape.current = onEscape;

  useEffect(() => {
    const iframe = frame.current;
    if (!iframe) return;
    let inner: Window | null = null;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') escape.current();
    };
    const attach = () => {
      try {
        inner = iframe.contentWindow;
        inner?.addEventListener('keydown', onKey);
      } catch {
        inner = null; // another origin: Escape works from the page around the frame only
      }
    };
    iframe.addEventListener('load', attach);
    return () => {
      iframe.removeEventListener('load', attach);
      try {
        inner?.removeEventListener('keydown', onKey);
      } catch {
        // the frame is already gone
      }
    };
  }, []);

  return <iframe ref={frame} src={src} title={title} className={classes.frame} />;
}
