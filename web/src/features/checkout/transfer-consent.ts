import type { Language } from '../../lib/state/preferences';
import type { Provider } from './types';

/**
 * What one separate consent covers (docs/decisions/192): this account buying this plan through
 * this provider, until that order is paid. A click that closes the payment window, a declined
 * card or a lost connection leaves the order open, so the next click does not ask again; another
 * plan, the other provider, another account or the next purchase after a paid one asks afresh.
 */
export type PendingOrder = { account: string; plan: string; provider: Provider };

/** The reader's answer: agreed (when; null where the reader was not asked), or not. */
export type TransferAnswer = { agreed: true; at: string | null } | { agreed: false };

export type TransferConsent = {
  /** Asks, or remembers, the consent for an order; English readers are not asked. */
  ask: (order: PendingOrder, language: Language) => Promise<TransferAnswer>;
  /** The order was paid: its consent is used up. */
  paid: (order: PendingOrder) => void;
};

/**
 * Who is asked: readers of the Chinese site, for whom China's PIPL (第三十九条) wants a separate
 * consent before their data goes to a recipient abroad. English readers, whose law asks no such
 * step for a payment they start, are never held up by it.
 */
const asksForTransferConsent = (language: Language) => language === 'cn';

const keyOf = (order: PendingOrder) => JSON.stringify([order.account, order.plan, order.provider]);

/** The dialog, loaded the first time a Chinese reader pays (docs/decisions/152: parts arrive on use). */
const askInDialog = async (provider: Provider) => (await import('./transfer-consent-dialog')).askInDialog(provider);

export function transferConsent(ask: (provider: Provider) => Promise<boolean> = askInDialog): TransferConsent {
  /** Consents given in this visit (kept in memory, never in the browser's storage), by order: when. */
  const given = new Map<string, string>();
  return {
    ask: async (order, language) => {
      if (!asksForTransferConsent(language)) return { agreed: true, at: null };
      const known = given.get(keyOf(order));
      if (known) return { agreed: true, at: known };
      if (!(await ask(order.provider))) return { agreed: false };
      const at = new Date().toISOString();
      given.set(keyOf(order), at);
      return { agreed: true, at };
    },
    paid: (order) => void given.delete(keyOf(order)),
  };
}

/** The site's one memory of consents, for every pricing page of the visit. */
export const paymentConsent = transferConsent();
