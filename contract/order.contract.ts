import { initContract } from '@ts-rest/core';
import { userOnly } from './access.js';
import { z } from './zod.js';
import { envelope, page } from './envelope.js';
import { DateTimeSchema, OrderSchema, PurchaseStatusSchema } from './entities.js';
import { domainIdParam, pageQuery, queryInt, wholeNumber } from './fields.js';

const c = initContract();

/** Purchases use client code 3 (the website) and a domain: 1 Muscle and Movement, 2 patient education. */
export const PurchaseQuerySchema = z.object({
  client: queryInt(1, 9).prefault(3),
  domainId: domainIdParam.prefault(1),
});
const GoodsBodySchema = z.object({ goodsId: wholeNumber(1, Number.MAX_SAFE_INTEGER) });

export const PaypalOrderSchema = z.object({
  orderId: z.string(),
  status: z.enum(['CREATED', 'APPROVED', 'COMPLETED']),
  approveUrl: z.string(),
});
export const PaypalCaptureSchema = z.object({
  orderId: z.string(),
  status: z.literal('COMPLETED'),
  order: OrderSchema,
});
export const PaypalSubscriptionSchema = z.object({
  subscriptionId: z.string(),
  status: z.literal('ACTIVE'),
  dueTime: DateTimeSchema,
});

export const order = c.router({
  orderList: {
    method: 'GET',
    path: '/api/u/order/list',
    metadata: userOnly,
    query: pageQuery,
    responses: { 200: envelope(page(OrderSchema)) },
  },
  purchaseStatus: {
    method: 'GET',
    path: '/api/u/order/order/buy',
    metadata: userOnly,
    query: PurchaseQuerySchema,
    responses: { 200: envelope(PurchaseStatusSchema) },
  },
  paypalCreate: {
    method: 'POST',
    path: '/api/u/order/paypal/create',
    metadata: userOnly,
    contentType: 'multipart/form-data',
    body: GoodsBodySchema,
    responses: { 200: envelope(PaypalOrderSchema) },
    summary: 'Create a PayPal order for a plan; the buyer approves it at approveUrl',
  },
  paypalCapture: {
    method: 'POST',
    path: '/api/u/order/paypal/capture',
    metadata: userOnly,
    contentType: 'multipart/form-data',
    body: z.object({ orderId: z.string().min(1).max(64) }),
    responses: { 200: envelope(PaypalCaptureSchema) },
    summary: 'Capture an approved PayPal order: creates the order and the subscription',
  },
  paypalSubscribe: {
    method: 'POST',
    path: '/api/u/order/paypal/subscribe',
    metadata: userOnly,
    contentType: 'multipart/form-data',
    body: GoodsBodySchema,
    responses: { 200: envelope(PaypalSubscriptionSchema) },
    summary: 'Start a PayPal subscription to a plan',
  },
});
