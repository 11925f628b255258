import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyNamed } from './lazy-named';

const page = () => lazyNamed(async () => ({ Page: () => <p>página</p> }), 'Page');
const inSuspense = (Page: ReturnType<typeof page>) => (
  <Suspense fallback={<p>carregando</p>}>
    <Page />
  </Suspense>
);

describe('lazyNamed', () => {
  it('renders a preloaded component at once, without its fallback', async () => {
    const Page = page();
    await Page.preload();
    render(inSuspense(Page));
    expect(screen.getByText('página')).toBeVisible();
    expect(screen.queryByText('carregando')).toBeNull();
  });

  it('shows the fallback while a component not loaded yet arrives', async () => {
    const Page = page();
    render(inSuspense(Page));
    expect(screen.getByText('carregando')).toBeVisible();
    expect(await screen.findByText('página')).toBeVisible();
  });
});
