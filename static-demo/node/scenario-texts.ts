import type { ScenarioName } from '#contract/dev.contract.js';
import demo from '#fixtures/scenarios/demo.yaml?raw';
import edge from '#fixtures/scenarios/edge.yaml?raw';
import empty from '#fixtures/scenarios/empty.yaml?raw';

/** fake-server/seed/scenario-texts.ts in the worker: the scenarios' documents carried in its bundle (no files to read). */
const TEXTS: Record<ScenarioName, string> = { demo, edge, empty };

export const scenarioText = (name: ScenarioName): string => TEXTS[name];
