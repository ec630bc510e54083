import { readProspectLink } from '#contract/prospect-link.js';
import cn from '../../locales/demo/cn.json';
import en from '../../locales/demo/en.json';
import { preferences } from '../state/preferences';
import { session } from '../state/session';
import { storage } from '../storage';
import { DemoCallError, openWorld, signInAsPerson } from './load';
import { askAbout, keepRecord, prospect } from './state';

const texts = () => (preferences.language === 'cn' ? cn : en);

/** "Opening your demo…" over the page while the world is put in place (before the site has rendered). */
function opening() {
  const note = document.createElement('p');
  note.setAttribute('role', 'status');
  note.textContent = texts().opening;
  note.style.cssText =
    'position:fixed;inset:auto 0 0 0;margin:0;padding:12px 16px;background:#8c3c14;color:#fff;font:600 14px/1.5 system-ui,sans-serif;text-align:center;z-index:1000';
  document.body.append(note);
  return note;
}

/**
 * A prospect link opened (docs/decisions/177; demo builds only, loaded when the address carries
 * one, while the site's texts load in the link's language, which main.tsx took): the fragment is
 * taken out of the address bar and the history first, then the link's world is put in this browser's demo
 * and the site signed in as its person. The same link again only signs in again (the visitor's
 * clicks are kept; a world the browser or the server has since dropped is opened afresh). Another
 * link, where this browser already holds a demo, waits for the visitor's word (the ribbon asks).
 * A link that cannot open is said in the ribbon, in the visitor's language, over the site as it is.
 */
export async function openProspectLink() {
  const hash = location.hash;
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  const link = await readProspectLink(hash).catch(() => null);
  if (!link) {
    prospect.problem = texts().linkDamaged;
    return;
  }
  const note = opening();
  try {
    const record = prospect.record;
    if (record?.key === link.key) {
      // A world the browser or the server dropped since has no such person: it opens afresh.
      const again = await signInAsPerson(link.as).then(
        () => true,
        (error: unknown) => {
          if (error instanceof DemoCallError) return false;
          throw error;
        },
      );
      if (again) return keepRecord({ ...record, as: link.as, language: link.language ?? record.language });
    } else if (record || session.token || (import.meta.env.VITE_STATIC_DEMO && storage.demoWorld())) {
      askAbout(link);
      return;
    }
    await openWorld(link);
  } catch (error) {
    prospect.problem = texts().linkFailed.replace('{{reason}}', error instanceof Error ? error.message : String(error));
  } finally {
    note.remove();
  }
}
