import { demoSite } from '../e2e/global-setup.js';

/** The demo build once, before the files that use it run side by side (each then finds it current). */
export default async function setup() {
  await demoSite();
}
