import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { paths } from '../../app/paths';
import { callOk } from '../../lib/api/call';
import { client } from '../../lib/api/client';
import { toastSuccess } from '../../lib/api/errors';
import { signOut } from '../../lib/state/session';
import { lazyDialog } from '../layout/lazy-dialog';

const PasswordResetDialog = lazyDialog(
  () => import('./password-reset-dialog').then((m) => m.PasswordResetDialog),
  (props) => props.opened,
  (props) => ({ ...props, opened: false }),
);
const ResetSuccessDialog = lazyDialog(
  () => import('./reset-success-dialog').then((m) => m.ResetSuccessDialog),
  (props) => props.opened,
  (props) => ({ ...props, opened: false }),
);

/** requirements R9: the success confirmation follows the closed dialog after 300 ms. */
export const RESET_CONFIRM_DELAY_MS = 300;

/**
 * The password reset of Forget and of Account Settings, one flow: request a code for an e-mail,
 * then the reset dialog; on success the session ends and "Log in now" leads to Login.
 *
 * The server answers OK for every address (no account enumeration), so on Forget the site says
 * what it knows: a code went out if an account exists (docs/decisions/143). On Account Settings
 * (`signedIn`) the address is the visitor's own account's, and the code surely went out.
 */
export function usePasswordReset({
  mask = (email: string) => email,
  signedIn = false,
}: { mask?: (email: string) => string; signedIn?: boolean } = {}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Step 1: mails a code; answers whether the dialog opened. */
  const requestCode = async (address: string): Promise<boolean> => {
    setSending(true);
    try {
      if (!(await callOk(() => client.passport.requestResetCode({ body: { email: address } })))) return false;
      toastSuccess(t(signedIn ? 'auth.reset.codeSent' : 'auth.reset.codeSentIfAccount'));
      setEmail(address);
      setDialogOpen(true);
      return true;
    } finally {
      setSending(false);
    }
  };

  const done = () => {
    setDialogOpen(false);
    signOut();
    timer.current = setTimeout(() => setSucceeded(true), RESET_CONFIRM_DELAY_MS);
  };

  const dialogs = (
    <>
      <PasswordResetDialog
        opened={dialogOpen}
        email={email}
        shownEmail={mask(email)}
        signedIn={signedIn}
        resending={sending}
        onResend={() => void requestCode(email)}
        onClose={() => setDialogOpen(false)}
        onDone={done}
      />
      <ResetSuccessDialog
        opened={succeeded}
        onConfirm={() => {
          setSucceeded(false);
          navigate(paths.Login);
        }}
      />
    </>
  );

  return { requestCode, sending, dialogs };
}
