/**
 * Every answer code of the API, in one place (requirements D3). A real backend with other codes is
 * mapped by editing this table only.
 */
export const Code = {
  OK: 'OK',
  Unauthorized: 'Unauthorized',
  /** Registered but not activated: refused with a plain toast. */
  NotActivatedToast: '1001',
  AlreadyRegistered: '1002',
  WrongCredentials: '1003',
  InvalidCode: '1004',
  InvalidParameter: '1005',
  /** Registered but not activated: the client offers to resend the activation mail. */
  NotActivated: '1006',
  TooManyAttempts: '1007',
  NotFound: '1008',
  /** The server failed (HTTP 500); not among the spec's codes (requirements D3). */
  ServerError: '1009',
} as const;
