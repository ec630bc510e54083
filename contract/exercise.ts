import { z } from './zod.js';

export const InstrumentTypeSchema = z.enum(['body weight', 'barbell', 'dumbbell', 'fixed instrument']);

const Vec3Schema = z.object({ x: z.number(), y: z.number(), z: z.number() });

/** A record of the static sample exercise catalogue (requirements R3); no screen shows it. */
export const ExerciseSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  cnName: z.string(),
  description: z.string(),
  muscleName: z.string(),
  fileName: z.string(),
  filePath: z.string(),
  type: z.string(),
  attitude: z.string(),
  /** Prime movers, antagonists, stabilisers, synergists, stretched, assisting (muscle names). */
  zhudong: z.string(),
  jiekang: z.string(),
  wending: z.string(),
  xietong: z.string(),
  lashen: z.string(),
  fuzhu: z.string(),
  error: z.string(),
  fixation: z.string(),
  muscleIds: z.array(z.number().int()),
  instrumentType: InstrumentTypeSchema,
  isComplete: z.boolean(),
  isLoop: z.boolean(),
  isStatic: z.boolean(),
  isCollect: z.boolean(),
  thumbnailGIF: z.string(),
  thumbnail: z.string(),
  isFree: z.boolean(),
  isBuy: z.boolean().nullable(),
  instrument: z.array(z.object({ id: z.number().int(), name: z.string(), modelName: z.string() })),
  equip: z
    .object({
      modelName: z.string(),
      actionName: z.string(),
      filePath: z.string(),
      isLoop: z.boolean(),
      isStatic: z.boolean(),
      actionCode: z.string(),
    })
    .nullable(),
  camera: z.array(z.object({ position: Vec3Schema, target: Vec3Schema })),
  morphTargetDictionary: z.record(z.string(), z.number()),
});
export type Exercise = z.infer<typeof ExerciseSchema>;
