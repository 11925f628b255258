import { expect, test } from './fixtures';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

test('the API docs render under the security policy', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Atende API/ })).toBeVisible();
  await expect(page.getByText('/api/auth/login').first()).toBeVisible();
});

test.describe('a policy violation', () => {
  test.use({ cspViolationsAllowed: true });

  test('an image from another site is refused and reported', async ({ page, cspViolations }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    expect(cspViolations).toEqual([]);
    await page.evaluate(() => {
      const img = document.createElement('img');
      img.src = 'https://tracker.example/pixel.png';
      document.body.append(img);
    });
    await expect
      .poll(() => cspViolations)
      .toContainEqual('img-src blocked https://tracker.example/pixel.png (:0)');
  });
});
