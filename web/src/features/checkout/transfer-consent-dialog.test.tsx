import { readFileSync } from 'node:fs';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers';
import { i18n, initI18n, loadTexts } from '../../lib/i18n';
import { FASTSPRING_RECIPIENT, askInDialog } from './transfer-consent-dialog';

/** The separate consent before paying, as a Chinese reader meets it (docs/decisions/192). */
beforeAll(async () => {
  await initI18n('cn');
  await loadTexts('cn', ['checkout']);
});

async function open(provider: 'fastspring' | 'paypal') {
  render(<Providers>{null}</Providers>);
  // The modals provider starts listening a moment after its first render (the site's has long been up).
  await act(async () => new Promise((r) => setTimeout(r, 100)));
  const answer = askInDialog(provider);
  // A loaded machine takes longer than testing-library's default second to mount the overlays.
  const dialog = await screen.findByRole('dialog', { name: '付款前请确认' }, { timeout: 10_000 });
  return { answer, dialog };
}

describe('the consent to hand an order to a payment provider abroad', () => {
  it('names the recipient, its contact, the data and the purpose; the box starts unticked and is required', async () => {
    const { answer, dialog } = await open('fastspring');
    expect(dialog.textContent).toContain('Bright Market, LLC（FastSpring，美国）');
    expect(dialog.textContent).toContain(FASTSPRING_RECIPIENT.address);
    expect(dialog.textContent).toContain('您的邮箱、账号编号和所购方案');
    const box = screen.getByRole<HTMLInputElement>('checkbox', {
      name: /我同意将我的邮箱、账号编号和所购方案提供给境外支付服务商 FastSpring（美国）/,
    });
    expect(box.checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '继续付款' }));
    expect(await screen.findByText('请先勾选同意，再继续付款。', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('dialog')).not.toBeNull();
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: '继续付款' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
  });

  // One dialog per test: a second one opened while the first was still closing (a loaded machine)
  // could take the click meant for it, and the test waited out its 30 s.
  it('cancelling it is a refusal', async () => {
    const { answer, dialog } = await open('paypal');
    expect(dialog.textContent).toContain('您的账号编号和所购方案');
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await expect(answer).resolves.toBe(false);
  });

  it('closing it is a refusal', async () => {
    const { answer } = await open('paypal');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await expect(answer).resolves.toBe(false);
  });

  it("FastSpring's address is the one the privacy policy names, in both languages", () => {
    for (const language of ['en', 'cn'])
      expect(readFileSync(`web/public/help/${language}/privacy-policy.html`, 'utf8'), language).toContain(
        FASTSPRING_RECIPIENT.address,
      );
    expect(i18n.language).toBe('cn');
  });
});
