import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { setLanguage } from '../../lib/i18n';
import { type Language, preferences } from '../../lib/state/preferences';
import { MenuButton } from './menu-button';
import classes from './header.module.css';

/** Each language's name in itself: the same in every UI language. */
const NAMES: Record<Language, string> = { en: 'English', cn: '中文' };

function GlobeIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      style={{ verticalAlign: '-3px' }}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </svg>
  );
}

/** Switches the language and re-navigates to the current route (dropping a ?lang= that would undo it). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language } = useSnapshot(preferences);
  const [location, navigate] = useLocation();
  const search = useSearch();

  const choose = async (next: Language) => {
    if (next === language) return;
    await setLanguage(next);
    const params = new URLSearchParams(search);
    params.delete('lang');
    const query = params.toString();
    navigate(`${location}${query ? `?${query}` : ''}`, { replace: true });
  };

  return (
    <MenuButton
      label={
        <>
          <GlobeIcon /> {NAMES[language]}
        </>
      }
      ariaLabel={t('nav.languageLabel', { language: NAMES[language] })}
      className={classes.link}
      align="end"
      navigate={navigate}
      entries={(Object.keys(NAMES) as Language[]).map((lng) => ({
        key: lng,
        label: NAMES[lng],
        lang: lng === 'cn' ? 'zh-CN' : 'en',
        current: lng === language,
        onSelect: () => void choose(lng),
      }))}
    />
  );
}
