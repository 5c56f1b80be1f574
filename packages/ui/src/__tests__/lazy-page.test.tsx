import { Component, Suspense, useState, type ReactNode } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyPage, useWarmUpPages } from '@hr/ui/page';
import { renderWithTheme } from './render';

/** The shell's area boundary in small: the error, and Retry renders the routes again. */
class Boundary extends Component<{ children: ReactNode; onRetry(): void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <button
        onClick={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      >
        Retry
      </button>
    );
  }
}

function Area({ children }: { children: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <Boundary onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense key={attempt} fallback={<p>Loading page</p>}>
        {children}
      </Suspense>
    </Boundary>
  );
}

describe('lazyPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback while the page loads, then the page with its props, loading it once', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads += 1;
      return ({ name }: { name: string }) => <h1>Hello {name}</h1>;
    });
    const { rerender } = renderWithTheme(
      <Area>
        <Page name="Asha" />
      </Area>,
    );
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hello Asha' })).toBeInTheDocument();
    rerender(
      <Area>
        <Page name="Ravi" />
      </Area>,
    );
    expect(screen.getByRole('heading', { name: 'Hello Ravi' })).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('asks for the page again on Retry after a failed load (a dropped connection)', async () => {
    const user = userEvent.setup();
    let online = false;
    const Page = lazyPage(async () => {
      if (!online) throw new Error('Loading chunk 42 failed');
      return () => <h1>My People</h1>;
    });
    renderWithTheme(
      <Area>
        <Page />
      </Area>,
    );
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    online = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'My People' })).toBeInTheDocument();
  });

  it('loads the area’s other pages in the background once the first has been up 5 seconds', async () => {
    jest.useFakeTimers();
    try {
      const loaded: string[] = [];
      const page = (name: string) =>
        lazyPage(async () => {
          loaded.push(name);
          return () => <h1>{name}</h1>;
        });
      const pages = [page('Add Person'), page('Edit Person')];
      function Routes() {
        useWarmUpPages(pages);
        return <p>My People</p>;
      }
      renderWithTheme(<Routes />);
      await act(() => jest.advanceTimersByTimeAsync(4900));
      expect(loaded).toEqual([]);
      await act(() => jest.advanceTimersByTimeAsync(200));
      expect(loaded).toEqual(['Add Person', 'Edit Person']);
    } finally {
      jest.useRealTimers();
    }
  });
});
