// lazyPart: a lazy chunk that fails to load shows its stand-in instead of taking the screen down, and
// the next mount tries the import again.
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { lazyPart, noteUnavailable } from './lazy-part.tsx';

type Props = { name: string };
const Greeting = ({ name }: Props) => <p>Hello, {name}</p>;

describe('lazyPart', () => {
  it('shows the stand-in when the chunk cannot load, and loads it on the next mount', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Greeting });
    const Part = lazyPart(load, noteUnavailable);
    const view = renderWithApp(
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Ada" />
      </Suspense>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This part could not load. It will be here once you are back online.',
    );
    expect(screen.queryByText('Hello, Ada')).toBeNull();
    view.unmount();

    renderWithApp(
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Ada" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello, Ada')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads once for every mount while it works, and shows nothing by default when it cannot', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const Part = lazyPart(load);
    renderWithApp(
      <Suspense fallback={null}>
        <Part name="Grace" />
        <Part name="Linus" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello, Linus')).toBeVisible();
    expect(screen.getByText('Hello, Grace')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);

    const Broken = lazyPart<typeof Greeting>(() => Promise.reject(new TypeError('offline')));
    const { container } = renderWithApp(
      <div data-testid="holder">
        <Suspense fallback={<p>Loading</p>}>
          <Broken name="x" />
        </Suspense>
      </div>,
    );
    await vi.waitFor(() => expect(screen.queryByText('Loading')).toBeNull());
    expect(container.querySelector('[data-testid="holder"]')?.textContent).toBe('');
  });
});
