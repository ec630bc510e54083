/**
 * What each operation of the contract does, for the OpenAPI document the backend team builds
 * against: a summary, and a description naming the codes it answers and when. Keyed by the
 * contract's route key (a test keeps this table and the contract equal).
 */
/** A code the operation answers with HTTP 200, and when. */
export type CodeNote = [code: string, when: string];
type Doc = { summary: string; description: string; codes?: CodeNote[] };

const invalid: CodeNote = [
  '1005',
  "when a field is missing or malformed (the message names it, in the `language` header's language)",
];
const unauthorized: CodeNote = ['Unauthorized', 'without a valid bearer token'];
/** A record id in a dev path outside its pattern (issue 55). */
const pathId: CodeNote = ['1005', 'the id is not 1 to 64 letters, digits, `_` or `-`'];

export const operations: Record<string, Doc> = {
  // passport
  register: {
    summary: 'Register an account',
    description: `Creates an unactivated account and mails an activation link (valid 24 hours). Registering an e-mail that waits for activation sends no second account.`,
    codes: [
      ['OK', 'registered, link mailed'],
      ['1006', 'registered but not activated yet (the site offers to resend the link)'],
      ['1001', 'the same, as a plain refusal'],
      ['1002', 'e-mail already registered and active'],
      invalid,
      ['1007', 'too many registrations from this address'],
    ],
  },
  login: {
    summary: 'Log in',
    description: `Answers a bearer token (valid 7 days) and the user's id and e-mail. Wrong passwords are limited per account and address, and per account from all addresses.`,
    codes: [
      ['OK', 'with `data.token`'],
      ['1003', 'wrong e-mail or password'],
      ['1006', 'not activated (the site offers to resend the link)'],
      ['1001', 'not activated, as a plain refusal'],
      invalid,
      ['1007', 'too many attempts'],
    ],
  },
  resendActivation: {
    summary: 'Send the activation link again',
    description: `Answers OK whether or not the e-mail is known (no account enumeration); only an unactivated account gets mail. At most 5 mails an hour per e-mail.`,
    codes: [['OK', ''], invalid, ['1007', 'too many mails for this e-mail or address']],
  },
  requestResetCode: {
    summary: 'Mail a password reset code',
    description: `Mails a 6-digit code valid 10 minutes; a newer code replaces an older one. Answers OK for unknown e-mails too.`,
    codes: [['OK', ''], invalid, ['1007', 'too many mails for this e-mail or address']],
  },
  resetPassword: {
    summary: 'Set a new password with the mailed code',
    description: `The code is single use; 5 wrong tries burn it. A successful reset revokes every token of the account.`,
    codes: [
      ['OK', 'password changed'],
      ['1004', 'code wrong, used, burned or expired'],
      invalid,
      ['1007', 'too many attempts from this address'],
    ],
  },
  activate: {
    summary: 'Activation link (from the e-mail)',
    description:
      'Activates the account and redirects (302) to `/active/success` on the website, or to `/active/fail` when the token is unknown, used or older than 24 hours.',
  },
  // user
  userInfo: {
    summary: 'The signed-in user',
    description: `Avatar (the upload result as a JSON string, or empty), display name and e-mail.`,
    codes: [['OK', ''], unauthorized],
  },
  updateUser: {
    summary: 'Change the display name or the avatar',
    description: `Either \`nickName\` (1 to 15 characters, no control characters) or \`avatar\` (the answer of the upload as a JSON string with \`file\` set to its url, one of the user's own uploads, or empty). Replacing an avatar deletes the user's old file.`,
    codes: [['OK', ''], invalid, unauthorized],
  },
  deleteAccount: {
    summary: 'Delete the account',
    description: `Revokes the tokens, deletes the avatar and the personal data, stops renewals and keeps the orders detached for accounting; the e-mail is free again.`,
    codes: [['OK', ''], unauthorized],
  },
  upload: {
    summary: 'Upload an avatar picture',
    description: `One file in the multipart field \`upfile\`: PNG or JPEG by its bytes, at most 5 MB and 40 megapixels. Answers its own shape \`{ state, url, message }\` (\`state\` SUCCESS, or another word with the reason), or the envelope \`{ code, message }\` when the call carries no valid token. 30 uploads an hour per account.`,
    codes: [['Unauthorized', "without a valid bearer token: the envelope, not the upload's shape"]],
  },
  // order
  orderList: {
    summary: "The user's orders",
    description: `Newest first, in pages (\`page\` from 1, \`size\` up to 100, default 20): \`data.list\` and \`data.totalRecord\`. Source 1 is a paid subscription with its USD price; source 2 an app store order.`,
    codes: [['OK', ''], invalid, unauthorized],
  },
  purchaseStatus: {
    summary: 'Is the product line paid for?',
    description: `\`client\` 3 (the website) and \`domainId\` 1 (Muscle and Movement) or 2 (patient education): \`isBuy\` is true while \`dueTime\` is in the future.`,
    codes: [['OK', ''], invalid, unauthorized],
  },
  paypalCreate: {
    summary: 'Create a PayPal order for a plan',
    description: `The buyer approves it at PayPal (\`approveUrl\`), then the site captures it.`,
    codes: [
      ['OK', ''],
      ['1005', 'the product line is already subscribed, or a bad goodsId'],
      ['1008', 'no such plan'],
      unauthorized,
    ],
  },
  paypalCapture: {
    summary: 'Capture an approved PayPal order',
    description: `Creates the order (source 1) and starts the subscription.`,
    codes: [
      ['OK', 'with the order'],
      ['1005', 'not approved by the buyer yet, already captured, or already subscribed'],
      ['1008', 'no such order of this user'],
      unauthorized,
    ],
  },
  paypalSubscribe: {
    summary: 'Start a PayPal subscription to a plan',
    description: `Starts the subscription and its first paid period.`,
    codes: [['OK', ''], ['1005', 'already subscribed'], ['1008', 'no such plan'], unauthorized],
  },
  // common
  newsletter: {
    summary: 'Join the newsletter (double opt-in)',
    description: `Stores a pending subscriber and mails a confirmation link valid 48 hours. \`agree\` must be true.`,
    codes: [['OK', 'link mailed'], invalid, ['1007', 'too many requests from this address']],
  },
  newsletterConfirm: {
    summary: 'Newsletter confirmation link (from the e-mail)',
    description:
      'Confirms the subscriber and redirects (302) to `/help-email-success`, or to `/help-email-fail` when the link is unknown or expired.',
  },
  contact: {
    summary: 'Send a message to the company',
    description: `Name, e-mail and a message of at most 2,000 characters.`,
    codes: [['OK', 'received'], invalid, ['1007', 'too many messages from this address']],
  },
  // content
  blogList: {
    summary: 'Blog articles',
    description: `Newest first, in pages: id, title, photo, date and summary in the request's language.`,
    codes: [['OK', ''], invalid],
  },
  blogDetail: {
    summary: 'One blog article',
    description: `Title, read count, date, photo and HTML content (the site sanitises it). Each read is counted.`,
    codes: [
      ['OK', ''],
      ['1005', 'the id is not a positive whole number'],
      ['1008', 'no such article'],
    ],
  },
  // catalog
  softwarePackages: {
    summary: 'Software packages',
    description: `The packages the software belongs to (1 Muscle and Movement, 2 patient education, 3 anatomy).`,
    codes: [['OK', ''], invalid],
  },
  softwareList: {
    summary: 'Software of a package',
    description: `Each item's title, pictures (a file reference: JSON array, JSON object or plain string) and desktop path (\`pcPath\`, JSON with a \`url\`, or empty when only the apps open it).`,
    codes: [['OK', ''], invalid],
  },
  plans: {
    summary: 'Subscription plans',
    description: `Plans of a product line; \`fastspringParams\` is JSON text with the provider's product path, titles, texts and USD prices in both languages.`,
    codes: [['OK', ''], invalid],
  },
  patientCategories: {
    summary: 'Patient education categories',
    description: `The categories of the patient-education library, in both languages.`,
    codes: [['OK', '']],
  },
  sampleExercises: {
    summary: 'The sample exercise catalogue',
    description: `12 records, filterable by \`isFree\` and \`instrumentType\`; \`isBuy\` follows the caller's Muscle and Movement subscription (null for visitors).`,
    codes: [['OK', ''], invalid],
  },
  // dev surface (fake server only)
  dashboard: {
    summary: 'Developer dashboard',
    description:
      'HTML: mail, messages, subscribers, users, orders, subscriptions, provider events and requests in pages of 50, faults, the clock, scenarios and snapshots.',
  },
  apiReference: {
    summary: 'This reference',
    description: 'HTML: the API reference built from this document (docs/api/index.html).',
  },
  mailPreview: {
    summary: 'One mail as HTML',
    description: 'The mail as its recipient would see it; 404 when the outbox has no such mail.',
  },
  mailList: {
    summary: 'The mail outbox',
    description: `Newest first (a window of 500): activation links, reset codes and newsletter links; \`to\` and \`kind\` filter.`,
    codes: [['OK', ''], invalid],
  },
  mailLatest: {
    summary: 'The newest matching mail',
    description: `With its link or code.`,
    codes: [['OK', ''], ['1008', 'none matches'], invalid],
  },
  reset: {
    summary: 'Load a scenario',
    description: `Replaces the database with a scenario's data (demo, empty, edge) and clears mail and uploads.`,
    codes: [['OK', ''], invalid, ['1008', 'no such recording']],
  },
  wire: {
    summary: 'Switch how answers are written',
    description: `\`project\`: the fake server's own representation; \`spec\`: only the fields the spec names, ids, counts and prices as strings, dates as \`YYYY-MM-DD HH:mm:ss\` in the publisher's zone, \`null\` for missing values, plans as a bare array (a plain backend of the spec; WIRE sets it at start).`,
    codes: [['OK', 'with the wire now in use'], invalid],
  },
  createSandbox: {
    summary: 'Create a sandbox (sandbox mode)',
    description: `With SANDBOXES=on: a new isolated copy of the fake backend seeded with \`scenario\` (or the server's SCENARIO), or with a fixture document (\`fixture\`: the document, or its YAML or JSON text; what it created is answered); send its \`id\` as the \`x-sandbox\` header.`,
    codes: [
      ['OK', 'with the id (and, for a fixture document, what it created)'],
      ['1005', 'a bad scenario or document (every problem named), or sandbox mode is off'],
    ],
  },
  deleteSandbox: {
    summary: 'Remove this sandbox (sandbox mode)',
    description: `Removes the sandbox the call is in (its \`x-sandbox\` header or cookie) with its files: a test is done with its world.`,
    codes: [
      ['OK', ''],
      ['1005', 'not in a sandbox, or sandbox mode is off'],
    ],
  },
  seed: {
    summary: 'Load a fixture document',
    description: `Replaces the world with a fixture document: the scenario it \`extends\` plus its users (with known session tokens, subscriptions, orders written or generated), articles, plans, faults, subscribers and contacts, as JSON or as YAML (\`application/yaml\` or \`text/yaml\`, or their \`x-\` forms). Its schema is \`docs/fixture.schema.json\`, its guide \`docs/testing-with-fixtures.md\`. A document with any problem changes nothing and is refused with every problem named by its path, in the message and in \`data.problems\`.`,
    codes: [
      ['OK', "with each created user's id and tokens"],
      ['1005', 'the problems of the document'],
    ],
  },
  faultsList: { summary: 'Armed faults', description: 'The faults waiting for their calls.', codes: [['OK', '']] },
  faultsAdd: {
    summary: 'Arm a fault',
    description: `The next matching /api calls (\`times\` of them, or any number) answer with an HTTP status, an envelope code, a delay, a dropped connection or a given body (at most 50 faults). Every fault ends by itself 30 minutes after it was armed (\`expiresAt\`). A delay ends early when the caller closes the connection (nothing runs for it), and one client may have 20 calls waiting on delays at once: one more is refused with 1007 and Retry-After.`,
    codes: [['OK', ''], invalid],
  },
  faultsClear: {
    summary: 'Clear faults',
    description: 'One fault (`id`) or all of them.',
    codes: [['OK', ''], invalid],
  },
  snapshot: {
    summary: 'Save a snapshot',
    description: `The database (mail included), the uploads and the clock under a plain name.`,
    codes: [['OK', ''], invalid],
  },
  restore: {
    summary: 'Restore a snapshot',
    description: `Brings a snapshot back after checking it against the database schema.`,
    codes: [
      ['OK', ''],
      ['1005', 'bad name or a snapshot that does not fit'],
      ['1008', 'no such snapshot'],
    ],
  },
  recordStart: {
    summary: 'Start recording (proxy mode)',
    description: `In proxy mode (UPSTREAM_URL), keeps the public read-only answers that pass (blog, plans, software, patient categories, sample exercises, both languages) and the media they name, never a call that carried a token.`,
    codes: [
      ['OK', "with the recording's state"],
      ['1005', 'not in proxy mode, a bad name, or a recording already running'],
    ],
  },
  recordStop: {
    summary: 'Stop and save the recording (proxy mode)',
    description: `Fetches the media the answers name from the upstream and stores the recording; \`SCENARIO=recorded:<name>\` replays it offline.`,
    codes: [
      ['OK', 'with what was stored'],
      ['1005', 'no recording running'],
    ],
  },
  clock: {
    summary: 'The test clock',
    description: "The server's time and its offset from real time.",
    codes: [['OK', '']],
  },
  moveClock: {
    summary: 'Move the test clock',
    description: `Forward or back by \`advanceMs\` (within 10 years of real time), or back to real time.`,
    codes: [['OK', ''], invalid],
  },
  requests: {
    summary: 'The request inspector',
    description: `The last 200 calls, secrets masked, each answer checked against the contract.`,
    codes: [['OK', '']],
  },
  openAsPage: {
    summary: 'Open the site as a user',
    description:
      'HTML: stores a known session as a login does (token, user, language) and goes to the site; the token, language, page and sandbox ride in the fragment (`#token=...&language=cn&to=/order&sandbox=<id>`), which no server sees. A link into another sandbox asks first.',
  },
  openAs: {
    summary: 'Whose session a token is',
    description: `For the open-as page: the user a token belongs to in this world, expired or not (\`user\` null when none). With \`x-sandbox\`, the answer also sets that sandbox's cookie, so the browser goes on in it.`,
    codes: [['OK', 'with `user` (or null) and `expired`'], invalid],
  },
  prospectLink: {
    summary: 'A prospect link',
    description: `The link that opens a prepared world in the demo, signed in as one of its people (\`as\`), in a language (docs/decisions/175, 176). In sandbox mode the world is stored (at most PROSPECT_WORLDS_MAX of 256 KB each, for PROSPECT_WORLD_DAYS; 20 an hour per client) and the link names it: each visitor who opens it gets a private copy. Elsewhere (a server without sandboxes, the static demo) the link carries the document, compressed, in its fragment. The document is checked as /__dev/seed checks it, and \`as\` must be one of its people.`,
    codes: [
      ['OK', 'with `link` (and, stored, `id` and `expires`)'],
      ['1005', 'the document has problems (each listed), or `as` is no one of it'],
      ['1007', 'this client stored too many worlds lately (Retry-After)'],
      ['1009', 'every place for a stored world is taken (Retry-After)'],
    ],
  },
  prospectOpen: {
    summary: 'Open a stored world',
    description: `Sandbox mode: the caller's world (their sandbox, or a new one within every sandbox's limits) becomes a fresh copy of a stored world, its relative times counted from now. What a prospect link does when it opens.`,
    codes: [
      ['OK', 'with the `organisation` the world is prepared for (or null)'],
      ['1008', 'no such stored world, or it expired'],
      ['1007', 'too many loads from this client, or sandboxes it started (Retry-After)'],
      invalid,
    ],
  },
  signInAs: {
    summary: 'A session of a person of this world',
    description: `A new session (a bearer token, valid 7 days) of the user with this e-mail, as a login makes it, without the password: a prospect link opens the site signed in with it.`,
    codes: [['OK', 'with `token` and `user`'], ['1008', 'no user with this e-mail'], invalid],
  },
  checkoutPage: {
    summary: 'The fake hosted checkout',
    description: 'HTML: a card form for a checkout session (`session`, base64url JSON).',
  },
  checkoutPay: {
    summary: 'Pay on the fake checkout',
    description: `4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. As FastSpring, the provider sells only a product its store has, at a price above zero; an armed provider (\`/__dev/checkout/next\`) declines the next payment or times out.`,
    codes: [
      ['OK', 'with the order reference'],
      ['1005', 'a card number to check, a declined card, no valid price, or already subscribed'],
      ['1008', 'no such plan, or a product the provider does not sell'],
      ['1009', 'the provider timed out (armed)'],
    ],
  },
  checkoutNext: {
    summary: "The fake provider's arm",
    description: 'How the next card payment goes: as its card says (`pay`), declined, or timed out.',
    codes: [['OK', '']],
  },
  armCheckout: {
    summary: 'Arm the fake provider',
    description: `The next card payment that reaches the provider is declined whatever the card (\`decline\`), or answers after \`delayMs\` (3 s when absent) that it timed out (\`timeout\`); nothing is bought. \`pay\` disarms it. Used up by that payment; cleared with the faults.`,
    codes: [['OK', ''], invalid],
  },
  cancelSubscription: {
    summary: 'Cancel a subscription at period end',
    description: `As the buyer would on the provider's account page.`,
    codes: [['OK', ''], pathId, ['1008', 'no such subscription']],
  },
  replayEvent: {
    summary: 'Deliver a provider event again',
    description: `The webhook handler must ignore the repeat.`,
    codes: [['OK', ''], pathId, ['1008', 'no such event']],
  },
  paypalApprovePage: {
    summary: 'The fake PayPal approval page',
    description: 'HTML: approve or cancel a PayPal order; tells its opener through postMessage.',
  },
  paypalApprove: {
    summary: 'Approve a PayPal order (fake PayPal)',
    description: `Marks the order approved so the site can capture it.`,
    codes: [['OK', ''], invalid, ['1008', 'no such order']],
  },
  standIn: {
    summary: 'Offline stand-in for the 3D software',
    description: 'HTML shown in the product-detail frame in development and demo builds.',
  },
};
