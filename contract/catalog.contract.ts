import { initContract } from '@ts-rest/core';
import { z } from './zod.js';
import { envelope, page } from './envelope.js';
import { WireList } from './wire.js';
import { PatientCategorySchema, PlanSchema, SoftwareItemSchema, SoftwarePackageSchema } from './entities.js';
import { ExerciseSchema, InstrumentTypeSchema } from './exercise.js';
import { domainIdParam, formBoolean, pageQuery, queryInt } from './fields.js';
import { PurchaseQuerySchema } from './order.contract.js';

const c = initContract();

export const catalog = c.router({
  softwarePackages: {
    method: 'GET',
    path: '/api/software/package/list',
    query: z.object({ domainId: domainIdParam.optional() }),
    responses: { 200: envelope(WireList(SoftwarePackageSchema)) },
  },
  softwareList: {
    method: 'GET',
    path: '/api/body/list',
    query: pageQuery.extend({
      softwarePackageId: queryInt(1, 1_000_000).optional(),
      size: queryInt(1, 100).prefault(99),
    }),
    responses: { 200: envelope(WireList(SoftwareItemSchema)) },
  },
  plans: {
    method: 'GET',
    path: '/api/goods/body/list',
    query: PurchaseQuerySchema,
    responses: { 200: envelope(WireList(PlanSchema)) },
  },
  patientCategories: {
    method: 'GET',
    path: '/api/edu/patient/category/all',
    responses: { 200: envelope(WireList(PatientCategorySchema)) },
  },
  sampleExercises: {
    method: 'GET',
    path: '/api/sample/exercise/list',
    query: z.object({ isFree: formBoolean.optional(), instrumentType: InstrumentTypeSchema.optional() }),
    responses: { 200: envelope(page(ExerciseSchema)) },
    summary: "The static sample catalogue (12 records); isBuy follows the caller's subscription",
  },
});
