import { validationText } from '#contract/validation-messages.js';
import { type Language, asLanguage } from '#contract/language.js';

const en = {
  ok: 'OK',
  registered: 'The email to activate your account has been sent to your mailbox, please activate it within 24 hours.',
  notActivated:
    'This account has been registered but has not been activated. Please activate it with the link in the e-mail we sent you.',
  alreadyRegistered:
    'This e-mail is already registered. Please log in, or reset your password if you have forgotten it.',
  wrongCredentials: 'The e-mail or password is incorrect.',
  activationSent: 'The email to activate your account has been sent to your mailbox, please check it.',
  resetCodeSent: 'The verification code was sent successfully, please go to the mailbox to check',
  invalidCode: 'The verification code is incorrect or has expired.',
  codeBurned: 'Too many wrong codes: this code can no longer be used. Please request a new one.',
  passwordReset: 'Reset new password successfully!',
  unauthorized: 'Login has expired, please log in again.',
  accountDeleted: 'Account deleted successfully',
  saved: 'Saved successfully',
  tooManyAttempts: 'Too many attempts. Please wait a while and try again.',
  notFound: 'Not found.',
  pathNotFound: 'No such address on this server: {path}',
  methodNotAllowed: 'This address does not take {method}; it takes {allowed}.',
  invalidParameter: 'Invalid parameter "{field}": {reason}',
  malformed: 'The request could not be read: {reason}',
  badPath: 'This address is not one a client may send ({reason}).',
  badUrlEncoding: 'The address has a percent escape that is not UTF-8 text.',
  pathPartTooLong: 'A part of the address is longer than {max} characters.',
  bodyNotJson: 'The body is not valid JSON.',
  bodyNotMultipart: 'The form-data body is broken or cut short.',
  bodyTooLarge: 'The request is too large.',
  unsupportedMediaType: 'This content type is not accepted. Send form-data, urlencoded or JSON.',
  serverError: 'Something went wrong on the server. Please try again.',
  newsletterPending: 'Almost done: please confirm your subscription with the link we sent to your mailbox.',
  contactReceived: 'Thank you! Your message has been sent. We will reply within two working days.',
  uploadOk: 'Upload successful',
  uploadMissing: 'Please choose a file to upload.',
  uploadNotImage: 'Only PNG and JPEG images can be uploaded.',
  uploadTooLarge: 'The image is too large: at most 5 MB.',
  snapshotName: 'A snapshot name is letters, digits, - and _ (up to 64), not starting with a dot.',
  snapshotInvalid: 'This snapshot cannot be restored: {reason}',
  clockOutOfRange: 'The clock can move at most 10 years from real time.',
  tooManyFaults: 'Too many faults are armed: clear some first (at most 50).',
  upstreamDown: 'The upstream API could not be reached.',
  upstreamTimeout: 'The upstream API did not answer in time.',
  upstreamTooLarge: 'The upstream API answered more than this proxy passes on.',
  upstreamMismatch: 'The upstream API answered with a shape the contract does not allow:',
  alreadyRecording: 'A recording is already running: stop it first.',
  notRecording: 'No recording is running.',
  proxyOnly: 'Recording works in proxy mode only (start the fake server with UPSTREAM_URL).',
  forbiddenRequest: 'This request is not allowed here ({reason}).',
  avatarNotYours: 'This picture is not one of your uploads. Please upload it again.',
  planNotFound: 'This plan does not exist.',
  alreadySubscribed:
    'The expiration date for the use of this product has not yet expired, and there is no need for a duplicate subscription.',
  paypalNotApproved: 'This PayPal order has not been approved by the buyer yet.',
  paypalAlreadyCaptured: 'This PayPal order has already been captured.',
  cardDeclined: 'Your card was declined. Please use another card.',
  cardInvalid: 'Please check the card number.',
  productUnknown: 'The payment provider does not sell this product. Nothing was charged.',
  priceInvalid: 'The payment provider has no valid price for this product. Nothing was charged.',
  checkoutTimeout: 'The payment provider did not answer in time. Nothing was charged: please try again.',
  scenarioLoaded: 'Scenario loaded',
  fixtureLoaded: 'Fixture document loaded',
  fixtureLoadedNewSandbox:
    'Fixture document loaded into a new sandbox, {id}: send the header x-sandbox: {id} with every call to reach it (a browser keeps its cookie).',
  snapshotMissing: 'No snapshot with this name.',
  sandboxUnknown: 'No sandbox with this id: it never existed or has expired. Create one with POST /__dev/sandboxes.',
  sandboxFull:
    'This sandbox is full (its stored data, faults, snapshots or uploads): reset it from /__dev, or create a new one.',
  sandboxesOff: 'Sandboxes are off on this server (SANDBOXES=on turns them on).',
  sandboxRateLimited: 'Too many new sandboxes from your address: try again in {minutes} min.',
  sandboxesPerClient:
    'Your address already has {max} sandboxes in use: go on in one of them, or try again in {minutes} min.',
  sandboxesBusy: 'The demo is full: every sandbox is in use. Try again in {minutes} min.',
  sandboxCrossSite: 'A request from another site cannot start or change a sandbox: open the demo itself.',
  twoSandboxCookies: "Two sandbox cookies came with this request: clear this site's cookies and reload.",
  operatorOnly: "Only the operator, on the server's own machine, can start or stop a recording.",
  jsonTooDeep: 'The request body is nested too deeply (at most 32 levels of arrays and objects).',
  serverBusy: 'The server is busy receiving other requests: try again in a moment.',
  tooManyWaiting:
    'Your address already has {max} requests waiting on a delay: let one of them answer (or close it), then try again.',
  headersTooLarge: 'The address or the headers of this request are too large (at most 16 KB in all).',
  requestTimeout: 'The request did not arrive in time (its headers and body must arrive within {seconds} s).',
  badRequest: 'The request could not be read: it is not valid HTTP.',
  openAsProxied:
    "In proxy mode every /api call goes to the real API (UPSTREAM_URL), which does not know this server's sessions: sign in on the site with an account of that API instead.",
  nameTaken: "This name is already in use: choose another, or send 'replace': true to overwrite it.",
  storageFull:
    "This browser has no room left for the demo's data, so the last change was not kept. Free some space, or reset the demo from its dashboard (__dev).",
  storageFailed: "This browser did not store the demo's data, so the last change was not kept ({reason}).",
} as const;

export type MessageKey = keyof typeof en;

const cn: Record<MessageKey, string> = {
  ok: '成功',
  registered: '激活邮件已发送到您的邮箱，请在 24 小时内完成激活。',
  notActivated: '该账号已注册但尚未激活，请点击激活邮件中的链接完成激活。',
  alreadyRegistered: '该邮箱已注册。请直接登录；如忘记密码，可以重置密码。',
  wrongCredentials: '邮箱或密码错误。',
  activationSent: '激活邮件已发送，请查收。',
  resetCodeSent: '验证码已发送，请查收邮件。',
  invalidCode: '验证码错误或已过期。',
  codeBurned: '验证码错误次数过多，该验证码已失效，请重新获取。',
  passwordReset: '新密码已设置，请重新登录。',
  unauthorized: '登录已过期，请重新登录。',
  accountDeleted: '账号已注销。',
  saved: '保存成功',
  tooManyAttempts: '操作过于频繁，请稍后再试。',
  notFound: '未找到相关内容。',
  pathNotFound: '服务器上没有这个地址：{path}',
  methodNotAllowed: '该地址不接受 {method} 请求，可用的请求方法：{allowed}。',
  invalidParameter: '参数“{field}”无效：{reason}',
  malformed: '无法读取请求：{reason}',
  badPath: '客户端不应发送这样的地址（{reason}）。',
  badUrlEncoding: '地址中的百分号转义不是有效的 UTF-8 文本。',
  pathPartTooLong: '地址中的某一部分超过 {max} 个字符。',
  bodyNotJson: '请求内容不是有效的 JSON。',
  bodyNotMultipart: 'form-data 请求内容已损坏或不完整。',
  bodyTooLarge: '请求内容过大。',
  unsupportedMediaType: '不支持该内容类型，请以 form-data、urlencoded 或 JSON 格式提交。',
  serverError: '服务器出现问题，请稍后重试。',
  newsletterPending: '还差一步：请点击确认邮件中的链接完成订阅。',
  contactReceived: '感谢您的留言，我们会在两个工作日内回复。',
  uploadOk: '上传成功',
  uploadMissing: '请选择要上传的文件。',
  uploadNotImage: '只能上传 PNG 或 JPEG 图片。',
  uploadTooLarge: '图片过大，请上传不超过 5 MB 的图片。',
  snapshotName: '快照名称只能包含字母、数字、- 和 _（最多 64 个），且不能以点开头。',
  snapshotInvalid: '无法恢复此快照：{reason}',
  clockOutOfRange: '时钟最多只能偏离真实时间 10 年。',
  tooManyFaults: '已设置的故障过多，请先清除一些（最多 50 个）。',
  upstreamDown: '无法连接上游 API。',
  upstreamTimeout: '上游 API 未能及时响应。',
  upstreamTooLarge: '上游 API 的响应超出了代理允许转发的大小。',
  upstreamMismatch: '上游 API 的响应格式不符合接口约定：',
  alreadyRecording: '已有录制正在进行，请先停止。',
  notRecording: '当前没有正在进行的录制。',
  proxyOnly: '录制仅在代理模式下可用（请使用 UPSTREAM_URL 启动模拟服务器）。',
  forbiddenRequest: '此处不允许该请求（{reason}）。',
  avatarNotYours: '这张图片不是您上传的，请重新上传。',
  planNotFound: '该方案不存在。',
  alreadySubscribed: '您对该产品的订阅尚未到期，无需重复购买。',
  paypalNotApproved: '您尚未在 PayPal 中确认这笔付款。',
  paypalAlreadyCaptured: '该 PayPal 订单已完成支付。',
  cardDeclined: '该银行卡付款被拒绝，请更换其他银行卡。',
  cardInvalid: '卡号有误，请检查后重新输入。',
  productUnknown: '支付服务商不提供此产品，本次未扣款。',
  priceInvalid: '支付服务商没有此产品的有效价格，本次未扣款。',
  checkoutTimeout: '支付服务商响应超时，本次未扣款，请重试。',
  scenarioLoaded: '场景已载入',
  fixtureLoaded: '测试数据文档已载入',
  fixtureLoadedNewSandbox:
    '测试数据文档已载入新沙盒 {id}：之后每次调用都请带上请求头 x-sandbox: {id}（浏览器会保留它的 Cookie）。',
  snapshotMissing: '没有该名称的快照。',
  sandboxUnknown: '没有这个 ID 的沙盒，它可能从未存在或已过期。请用 POST /__dev/sandboxes 新建一个。',
  sandboxFull: '此沙盒已满（存储的数据、故障、快照或上传的文件），请在 /__dev 重置它，或新建一个。',
  sandboxesOff: '此服务器未开启沙盒（设置 SANDBOXES=on 开启）。',
  sandboxRateLimited: '您的 IP 地址新建沙盒过于频繁，请 {minutes} 分钟后再试。',
  sandboxesPerClient: '您的 IP 地址已有 {max} 个沙盒在使用中，请继续使用其中一个，或 {minutes} 分钟后再试。',
  sandboxesBusy: '演示名额已满，请 {minutes} 分钟后再试。',
  sandboxCrossSite: '来自其他网站的请求不能新建或更换沙盒，请直接打开演示网站。',
  twoSandboxCookies: '此请求带有两个沙盒 Cookie，请清除本站的 Cookie 后重新加载。',
  operatorOnly: '只有在服务器本机上的操作者才能开始或停止录制。',
  jsonTooDeep: '请求内容嵌套过深（数组和对象最多 32 层）。',
  serverBusy: '服务器繁忙，请稍后再试。',
  tooManyWaiting: '您的 IP 地址已有 {max} 个请求正在等待延迟结束，请等其中一个返回（或将其关闭）后再试。',
  headersTooLarge: '此请求的地址或请求头过大（合计最多 16 KB）。',
  requestTimeout: '请求未能及时到达（请求头和请求内容须在 {seconds} 秒内到达）。',
  badRequest: '无法读取该请求：它不是有效的 HTTP 请求。',
  openAsProxied:
    '代理模式下，所有 /api 调用都会发往真实 API（UPSTREAM_URL），而真实 API 不认识本服务器的会话。请改用该 API 的账号在网站上登录。',
  nameTaken: "该名称已被使用，请换一个名称，或发送 'replace': true 覆盖它。",
  storageFull: '此浏览器已没有空间保存演示数据，刚才的更改未被保存。请释放一些空间，或在开发面板（__dev）中重置演示。',
  storageFailed: '此浏览器未能保存演示数据，刚才的更改未被保存（{reason}）。',
};

const catalogue = { en, cn } as const;

export function t(language: Language, key: MessageKey, params: Record<string, string> = {}): string {
  return catalogue[language][key].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}

/** A zod issue message is a validation key (`validation.x`) or plain text. */
export function issueText(message: string, language: Language): string {
  return validationText(message, language) ?? message;
}

/** Why canonical-path.ts refused an address, in Chinese (its reasons are English words). */
const PATH_REASONS_CN: Record<string, string> = {
  'not a path': '不是路径',
  backslash: '含有反斜杠',
  'broken escape': '百分号转义不完整',
  'encoded separator': '含有编码的分隔符',
  NUL: '含有空字符',
  'dot segment': '含有 . 或 .. 路径段',
};
export const pathReason = (language: Language, reason: string) =>
  language === 'cn' ? (PATH_REASONS_CN[reason] ?? reason) : reason;

export const parseLanguage = (header: unknown): Language => asLanguage(Array.isArray(header) ? header[0] : header);
