import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { deferredHydration } from './deferred-hydration';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** A chunk that arrives when the test says so. */
function chunk() {
  let arrive: () => void = () => undefined;
  const loaded = new Promise<typeof Counter>((resolve) => (arrive = () => resolve(Counter)));
  return { load: () => loaded, arrive: () => arrive() };
}

describe('deferredHydration', () => {
  let root: Root | undefined;
  const errors: unknown[] = [];
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    errors.length = 0;
    consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    consoleError.mockRestore();
  });

  it("keeps the server's HTML in place while its chunk loads, then hydrates it without a mismatch", async () => {
    const { load, arrive } = chunk();
    const Deferred = deferredHydration(load, <p>fallback</p>);
    function Page({ title }: { title: string }) {
      return (
        <main>
          <h1>{title}</h1>
          <Deferred label="Clicks" />
        </main>
      );
    }
    // The server renderer has the component itself.
    Deferred.provide(Counter);
    const html = renderToString(<Page title="Villa" />);
    expect(html).toContain('Clicks');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const serverButton = container.querySelector('button');

    // The browser's copy has not been given it: it waits for the chunk.
    const BrowserDeferred = deferredHydration(load, <p>fallback</p>);
    function BrowserPage({ title }: { title: string }) {
      return (
        <main>
          <h1>{title}</h1>
          <BrowserDeferred label="Clicks" />
        </main>
      );
    }
    await act(async () => {
      root = hydrateRoot(container, <BrowserPage title="Villa" />, { onRecoverableError: (error) => void errors.push(error) });
    });
    // Not hydrated yet, and no flash: the same button, not the fallback.
    expect(container.querySelector('button')).toBe(serverButton);
    expect(container.textContent).not.toContain('fallback');
    // A re-render of the page with the same props does not throw the server's HTML away.
    await act(async () => root!.render(<BrowserPage title="Villa" />));
    expect(container.querySelector('button')).toBe(serverButton);

    await act(async () => arrive());
    expect(container.querySelector('button')).toBe(serverButton);
    await act(async () => serverButton!.click());
    expect(serverButton).toHaveTextContent('Clicks 1');
    expect(errors).toEqual([]);
  });

  it('shows the fallback, then the component, when there is no server HTML (a visit within the app)', async () => {
    const { load, arrive } = chunk();
    const Deferred = deferredHydration(load, <p>fallback</p>);
    const container = document.createElement('div');
    document.body.appendChild(container);
    const { createRoot } = await import('react-dom/client');
    root = createRoot(container);
    await act(async () => root!.render(<Deferred label="Clicks" />));
    expect(container).toHaveTextContent('fallback');
    await act(async () => arrive());
    expect(container.querySelector('button')).toHaveTextContent('Clicks 0');
  });
});
