import type { RouteName } from '../../app/paths';

/** What the header links to (requirements R2), as i18n keys and route names. */
export const topBarItems: Array<{ route: RouteName; label: string }> = [
  { route: 'Download', label: 'nav.appDownload' },
  { route: 'About', label: 'nav.about' },
  { route: 'Contact', label: 'nav.contact' },
];

export const productItems: Array<{ route: RouteName; label: string }> = [
  { route: 'MuscleAndMovement', label: 'nav.muscleAndMovement' },
  { route: 'MSKPatientEducation', label: 'nav.mskPatientEducation' },
];

export const mainItems: Array<{ route: RouteName; label: string }> = [
  { route: 'Pricing', label: 'nav.pricing' },
  { route: 'University', label: 'nav.university' },
];
