import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { api, errorMessage } from '@hr/api';
import { useDocumentTitle, useReligions } from '..';
import { religions } from './fixtures';

/** A real HTTP server standing in for the API's GET /api/lookups/religions. */
let server: Server;
let requests = 0;
let answer: (res: ServerResponse) => void;
const originalBaseURL = api.defaults.baseURL;

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    // jsdom's XHR enforces CORS: the test page's origin differs from this port.
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Authorization, Accept');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.method === 'GET' && req.url === '/api/lookups/religions') {
      requests += 1;
      return answer(res);
    }
    send(res, 404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  api.defaults.baseURL = `http://127.0.0.1:${port}/api`;
});

afterAll(async () => {
  api.defaults.baseURL = originalBaseURL;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = 0;
  answer = (res) => send(res, 200, religions);
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
    answer = (res) => send(res, 200, [{ ...religions[0]!, name: 'Hinduism' }]);
    const second = renderHook(() => useReligions());
    await waitFor(() => expect(second.result.current.loading).toBe(false));
    expect(second.result.current.religions.map((r) => r.name)).toEqual(['Hinduism']);
    expect(requests).toBe(2);
  });

  it('keeps the raw error, whose message errorMessage extracts, and reload tries again', async () => {
    answer = (res) => send(res, 503, { message: 'Database is starting' });
    const { result } = renderHook(() => useReligions());
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.religions).toEqual([]);
    expect(errorMessage(result.current.error, 'Unable to load religions')).toBe(
      'Database is starting',
    );

    answer = (res) => send(res, 200, religions);
    act(() => result.current.reload());
    expect(result.current.loading).toBe(true);
    expect(result.current.error).toBeNull();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.religions).toHaveLength(3);
    expect(requests).toBe(2);
  });

  it('falls back when the server gives no message', async () => {
    answer = (res) => {
      res.writeHead(500);
      res.end();
    };
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
