import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const p = await b.newPage();
await p.goto('http://127.0.0.1:5399/login');
await p.waitForTimeout(3000);
console.log(await p.evaluate(() => [...document.querySelectorAll('a[href$="terms-of-use"]')].map(a => [a.className, getComputedStyle(a).textDecorationLine, getComputedStyle(a).color, getComputedStyle(a.parentElement).color, getComputedStyle(a.parentElement).textDecorationLine, a.parentElement.tagName])));
await b.close();
