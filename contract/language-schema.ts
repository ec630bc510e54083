import { LANGUAGES } from './language.js';
import { z } from './zod.js';

/** A language field of the contract or the database: 'en' or 'cn'. */
export const LanguageSchema = z.enum(LANGUAGES);
