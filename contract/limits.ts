/*
 * The fields' patterns and limits, without zod: a form shows a limit (the contact message's
 * counter) before its schemas load on first use (docs/decisions/082), so the page that shows it
 * carries no schema library (docs/decisions/151). The schemas that use them are in fields.ts.
 */
/**
 * The WHATWG `input type=email` pattern (what browsers accept), with a dotted domain as the site
 * mails real people: no quotes, angle brackets or spaces can reach a stored address.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
/* eslint-disable no-control-regex -- these patterns exist to find control characters */
/** Control characters (C0, DEL, C1) and bidirectional marks, overrides and isolates: never in a name. */
export const NAME_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** In free text, line breaks and tabs are fine; other control characters and bidi overrides are not. */
export const TEXT_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/* eslint-enable no-control-regex */
/** A password's length in letters or digits (requirements R5): the messages, hints and tests follow. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 12;
/** The rule's length as the site's hints state it ({{min}} to {{max}}). */
export const PASSWORD_LENGTH = { min: PASSWORD_MIN, max: PASSWORD_MAX } as const;
export const PASSWORD_PATTERN = new RegExp(`^[A-Za-z0-9]{${PASSWORD_MIN},${PASSWORD_MAX}}$`);
export const DISPLAY_NAME_MAX = 15;
export const MESSAGE_MAX = 2000;
/** Longest free text the server keeps for a short field (names, e-mails). */
export const SHORT_TEXT_MAX = 254;
