import { act, render, renderHook, waitFor } from '@testing-library/react';
import { errorMessage } from '@hr/api';
import { fakeApiPerFile, type Reply } from '@hr/api/test-support';
import { useDocumentTitle, useReligions } from '..';
import { religions } from './fixtures';

/** A real HTTP server standing in for the API's GET /api/lookups/religions. */
let requests = 0;
let answer: Reply;

fakeApiPerFile({
  'GET /lookups/religions': () => {
    requests += 1;
    return answer;
  },
});

beforeEach(() => {
  requests = 0;
  answer = { body: religions };
});

describe('useReligions', () => {
  it('loads the religions from the server on mount', async () => {
    const { result } = renderHook(() => useReligions());
    expect(result.current.loading).toBe(true);
    expect(result.current.religions).toEqual([]);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.religions.map((r) => r.name)).toEqual(['Hindu', 'Buddhist', 'Kirat']);
    expect(result.current.religions[0]!.castes.map((c) => c.name)).toEqual(['Brahmin', 'Chhetri']);
    expect(result.current.error).toBeNull();
    expect(requests).toBe(1);
  });

  it("fetches fresh on every mount (an admin's edit shows on the next form)", async () => {
    const first = renderHook(() => useReligions());
    await waitFor(() => expect(first.result.current.loading).toBe(false));
    first.unmount();
    answer = { body: [{ ...religions[0]!, name: 'Hinduism' }] };
    const second = renderHook(() => useReligions());
    await waitFor(() => expect(second.result.current.loading).toBe(false));
    expect(second.result.current.religions.map((r) => r.name)).toEqual(['Hinduism']);
    expect(requests).toBe(2);
  });

  it('keeps the raw error, whose message errorMessage extracts, and reload tries again', async () => {
    answer = { status: 503, body: { message: 'Database is starting' } };
    const { result } = renderHook(() => useReligions());
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.religions).toEqual([]);
    expect(errorMessage(result.current.error, 'Unable to load religions')).toBe(
      'Database is starting',
    );

    answer = { body: religions };
    act(() => result.current.reload());
    expect(result.current.loading).toBe(true);
    expect(result.current.error).toBeNull();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.religions).toHaveLength(3);
    expect(requests).toBe(2);
  });

  it('falls back when the server gives no message', async () => {
    answer = { status: 500 };
    const { result } = renderHook(() => useReligions());
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(errorMessage(result.current.error, 'Unable to load religions')).toBe(
      'Unable to load religions',
    );
  });
});

describe('useDocumentTitle', () => {
  function Page({ title }: { title: string }) {
    useDocumentTitle(title);
    return <p>{title}</p>;
  }

  it('names the tab after the page and follows changes', () => {
    const { rerender } = render(<Page title="All People" />);
    expect(document.title).toBe('All People · Household Registry');
    rerender(<Page title="Lookups" />);
    expect(document.title).toBe('Lookups · Household Registry');
  });
});
