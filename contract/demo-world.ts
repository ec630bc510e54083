/**
 * The static demo (static-demo/, docs/decisions/119): every answer of its worker names the
 * visitor's world, made when the world is made. A page that saw another id before knows the
 * browser cleared the world and says so once.
 */
export const DEMO_WORLD_HEADER = 'x-demo-world';
