import { type ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';
import { Builder, type WebDriver, type WebElement } from 'selenium-webdriver';
import { freePort } from '../setup/processes.js';
import { type Engine, QUERY, type Target, serialised } from './engine.js';

const MINI_BROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Xvfb on a display of its own choosing: `-displayfd` prints the number once it accepts clients. */
function startXvfb(): Promise<{ xvfb: ChildProcess; display: string }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1440x900x24'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    xvfb.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const number = /^(\d+)\n/.exec(out)?.[1];
      if (number) resolve({ xvfb, display: `:${number}` });
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code})`)));
  });
}

/** Resolves once `port` accepts connections; rejects when `child` exits first or after 30 s. */
async function listening(child: ChildProcess, port: number, what: string) {
  const deadline = Date.now() + 30_000;
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true))).once('error', () => resolve(false));
    });
    if (open) return;
    if (exited) throw new Error(`${what} exited before it listened on ${port}`);
    if (Date.now() > deadline) throw new Error(`${what} did not listen on ${port} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Safari's engine: Debian's WebKitWebDriver (WebKitGTK) under its own Xvfb display, driven by
 * selenium-webdriver over W3C WebDriver. One session per run.
 */
export async function webkit(base: string): Promise<Engine> {
  const { xvfb, display } = await startXvfb();
  const port = await freePort();
  const driverProcess = spawn('WebKitWebDriver', [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display },
    stdio: 'ignore',
  });
  await listening(driverProcess, port, 'WebKitWebDriver');
  const capabilities = {
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { binary: MINI_BROWSER, args: ['--automation'] },
  };
  const driver: WebDriver = await new Builder()
    .usingServer(`http://127.0.0.1:${port}`)
    .withCapabilities(capabilities)
    .build();
  await driver.manage().window().setRect({ width: 1440, height: 900 });
  const version = String((await driver.getCapabilities()).get('browserVersion') ?? '');

  const element = async (target: Target): Promise<WebElement> => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const found = (await driver.executeScript(
        `${QUERY}; return find(arguments[0]);`,
        serialised(target),
      )) as WebElement | null;
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`WebKit: not found ${JSON.stringify(serialised(target))}`);
      await driver.sleep(100);
    }
  };
  const waitFor = async <T>(script: string, what: string, timeoutMs = 30_000): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = (await driver.executeScript(script)) as T;
      if (value) return value;
      if (Date.now() > deadline) {
        // What the page showed instead, for whoever reads the failure.
        const seen = (await driver
          .executeScript(
            `return location.pathname + ': ' + (document.querySelector('main')?.textContent ?? '').slice(0, 300)`,
          )
          .catch(() => '')) as string;
        throw new Error(`WebKit: waited ${timeoutMs / 1000} s for ${what}; the page showed ${seen}`);
      }
      await driver.sleep(100);
    }
  };
  return {
    name: 'WebKitGTK',
    version,
    async goto(path) {
      await driver.get(`${base}${path}`);
      await waitFor(`return document.documentElement.dataset.ready === 'true'`, `${path} to hydrate`);
    },
    click: async (target) => (await element(target)).click(),
    async fill(target, value) {
      const input = await element(target);
      await input.clear();
      await input.sendKeys(value);
    },
    async chooseFile(path) {
      await waitFor(`return !!document.querySelector('input[type="file"]')`, 'the file input');
      const input = await driver.findElement({ css: 'input[type="file"]' });
      await input.sendKeys(path);
    },
    waitFor,
    visible: async (target) =>
      !!(await driver.executeScript(`${QUERY}; return !!find(arguments[0]);`, serialised(target))),
    clearCookies: () => driver.manage().deleteAllCookies(),
    async close() {
      await driver.quit().catch(() => undefined);
      driverProcess.kill();
      xvfb.kill();
    },
  };
}
