import { writeFile } from 'node:fs/promises';
import { BEHAVIOUR_MAP_FILE, behaviourMap } from './behaviour-map/table.js';

/** `npm run behaviour-map`: writes docs/behaviour-map.md (scripts/behaviour-map/table.ts). */
await writeFile(BEHAVIOUR_MAP_FILE, behaviourMap());
console.log(`Behaviour map in ${BEHAVIOUR_MAP_FILE}`);
