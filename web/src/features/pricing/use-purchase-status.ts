import { useCallback, useEffect, useRef, useState } from 'react';
import type { DomainId, PurchaseStatus } from '#contract/entities.js';
import { call } from '../../lib/api/call';
import { client } from '../../lib/api/client';
import { showServerMessage } from '../../lib/api/errors';

/** The purchase-status envelope of a domain (client 3: the website), or null when already reported. */
export const fetchPurchaseStatus = (domainId: DomainId) =>
  call(() => client.order.purchaseStatus({ query: { client: 3, domainId } }));

/** After a payment the provider's webhook may lag a moment behind the popup: ask a few times. */
const CONFIRM_ATTEMPTS = 5;
const CONFIRM_INTERVAL_MS = 1500;

type State = { status: PurchaseStatus | null; loading: boolean; failed: boolean };

/**
 * The signed-in visitor's subscription to a domain; fetched only with a token (requirements R6).
 * `confirmPayment` re-reads it after a checkout until the subscription shows (or gives up).
 */
export function usePurchaseStatus(domainId: DomainId, signedIn: boolean) {
  const [state, setState] = useState<State>({ status: null, loading: signedIn, failed: false });
  const [attempt, setAttempt] = useState(0);
  const run = useRef(0);

  const read = useCallback(async (): Promise<PurchaseStatus | null> => {
    const body = await fetchPurchaseStatus(domainId);
    if (!body) return null;
    if (body.code !== 'OK') {
      showServerMessage(body);
      return null;
    }
    return body.data;
  }, [domainId]);

  useEffect(() => {
    const id = ++run.current;
    if (!signedIn) {
      setState({ status: null, loading: false, failed: false });
      return;
    }
    setState((s) => ({ ...s, loading: true, failed: false }));
    read()
      .then((status) => id === run.current && setState({ status, loading: false, failed: status === null }))
      .catch(() => id === run.current && setState({ status: null, loading: false, failed: true }));
  }, [signedIn, read, attempt]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);

  const confirmPayment = useCallback(async (): Promise<boolean> => {
    const id = ++run.current;
    for (let i = 0; i < CONFIRM_ATTEMPTS; i++) {
      if (i > 0) await new Promise((r) => setTimeout(r, CONFIRM_INTERVAL_MS));
      const status = await read().catch(() => null);
      if (id !== run.current) return false;
      if (status) setState({ status, loading: false, failed: false });
      if (status?.isBuy) return true;
    }
    return false;
  }, [read]);

  return { ...state, retry, confirmPayment };
}
