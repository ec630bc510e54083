import { initServer } from '@ts-rest/fastify';
import { api } from '#contract/index.js';
import type { Deps } from '../services/deps.js';
import { orderList, purchaseStatus } from '../services/orders.js';
import { capturePaypalOrder, createPaypalOrder, paypalSubscribe } from '../services/paypal.js';
import { runDue } from '../services/provider.js';
import { answer, signedIn } from './answer.js';

const s = initServer();

export const orderRoutes = (deps: Deps) =>
  s.router(api.order, {
    orderList: ({ query, request }) =>
      answer(
        request,
        () => (runDue(deps), orderList(deps, signedIn(request), query.page, query.size, request.language)),
      ),
    purchaseStatus: ({ query, request }) =>
      answer(request, () => (runDue(deps), purchaseStatus(deps, signedIn(request).id, query.domainId))),
    paypalCreate: ({ body, request }) =>
      answer(request, () => createPaypalOrder(deps, signedIn(request), body.goodsId, request.language)),
    paypalCapture: ({ body, request }) =>
      answer(request, () => capturePaypalOrder(deps, signedIn(request), body.orderId, request.language)),
    paypalSubscribe: ({ body, request }) =>
      answer(request, () => paypalSubscribe(deps, signedIn(request), body.goodsId)),
  });
