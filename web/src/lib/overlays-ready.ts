/**
 * The dialog manager (`modals.open…`) mounts just after the first paint; an event sent before it
 * listens would be lost. Anything that opens a dialog imperatively awaits this first.
 */
let markReady: () => void = () => undefined;
export const overlaysReady: Promise<void> = new Promise((resolve) => {
  markReady = resolve;
});
export const markOverlaysReady = () => markReady();
