import { HelpDocument } from '../../components/help/help-document';

export const PrivacyPolicyPage = () => <HelpDocument tab={105} />;
export const TermsOfUsePage = () => <HelpDocument tab={106} />;
export const HelpCanclePage = () => <HelpDocument tab={904} />;
export const HelpInvoicePage = () => <HelpDocument tab={905} />;
