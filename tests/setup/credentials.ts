import { PASSWORD_MAX, PASSWORD_MIN } from '#contract/limits.js';
import type { ScenarioName } from '#contract/dev.contract.js';
import { readYamlText } from '#fake-server/documents/yaml.js';
import { scenarioText } from '#fake-server/seed/scenario-texts.js';

/*
 * The passwords every test, helper and bench uses, in one place: those a test types for a new
 * account are made to the contract's rule (contract/limits.ts), so changing the rule fails only the
 * tests of the rule (tests/setup/credentials.test.ts holds them to it); those of the seeded accounts
 * are the scenarios' data (fixtures/scenarios/*.yaml), read from there.
 */

/** A password the rule takes, from a readable stem: padded with digits to the minimum, cut at the maximum. */
export const passwordFrom = (stem: string) => stem.padEnd(PASSWORD_MIN, '0123456789').slice(0, PASSWORD_MAX);

/** The password a test gives an account it creates (register, a document's user). */
export const NEW_PASSWORD = passwordFrom('Start2025');
/** A second valid password: the one a reset or change sets, or a second account's. */
export const OTHER_PASSWORD = passwordFrom('Fresh2026');
/** A valid password that is not the account's: a failed sign-in. */
export const WRONG_PASSWORD = passwordFrom('Wrong2024');
/** One character short of the rule's minimum. */
export const TOO_SHORT_PASSWORD = NEW_PASSWORD.slice(0, PASSWORD_MIN - 1);
/** One character over the rule's maximum. */
export const TOO_LONG_PASSWORD = NEW_PASSWORD.padEnd(PASSWORD_MAX + 1, '0123456789');

/**
 * The one password every account of a scenario shares (its document says it: the seed prints it).
 * Read from the document's YAML alone, not built into a world: every test worker imports this, and
 * the fake server's seed module costs it most of a second (tests/setup/credentials.test.ts holds
 * that these are the passwords the seeded world signs in with).
 */
export function scenarioPassword(name: ScenarioName): string {
  const { users = [] } = readYamlText(scenarioText(name)) as { users?: Array<{ password?: unknown }> };
  const passwords = new Set(users.map((u) => String(u.password)));
  if (passwords.size !== 1) throw new Error(`fixtures/scenarios/${name}.yaml: its accounts' passwords differ`);
  return [...passwords][0]!;
}

/** The demo scenario's accounts' password (fixtures/scenarios/demo.yaml). */
export const DEMO_PASSWORD = scenarioPassword('demo');
/** The edge scenario's accounts' password (fixtures/scenarios/edge.yaml). */
export const EDGE_PASSWORD = scenarioPassword('edge');
