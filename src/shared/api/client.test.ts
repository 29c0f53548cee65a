// @vitest-environment jsdom
import { msg } from '@lingui/core/macro';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { z } from 'zod/mini';

import { apiDownload, apiRequest, apiRequestWithHeaders, apiSend, fileNameFromContentDisposition, REQUEST_TIMEOUT_MS } from './client';
import { ApiError } from './errors';
import { activateLocale, i18n } from '../i18n';
import { REFRESH_LEASE_KEY, REFRESH_LEASE_MS, REFRESH_LOCK_NAME } from './refreshLock';
import { anyOrigin, authHandlers, mockEndpoint, REFRESHED_TOKENS } from '@/shared/lib/mock-api';
import { setupMockServer } from '@/shared/lib/mock-server';
import { tokenStorage } from './tokenStorage';

const storedTokens = {
  AccessToken: 'old-access',
  IdToken: 'old-id',
  RefreshToken: 'old-refresh',
  TokenType: 'Bearer',
} as const;

const server = setupMockServer();

/**
 * Spanish for the texts these tests read, loaded as a catalogue: they test that a failure reads in the active language;
 * the catalogues' own completeness is the catalogue test's.
 */
function activateTestSpanish(): void {
  i18n.loadAndActivate({
    locale: 'es-MX',
    messages: {
      [msg`Survey not found`.id]: 'No se encontró la encuesta',
      [msg({ message: 'Unknown target countries: {countries}' }).id]: 'Países destino desconocidos: {countries}',
      [msg({ message: 'The server sent an unexpected answer for {path}.' }).id]: 'El servidor envió una respuesta inesperada para {path}.',
      [msg`An unknown error occurred`.id]: 'Ocurrió un error desconocido',
    },
  });
}
const seenRefreshBodies: unknown[] = [];
const seenAuthorizations: (string | null)[] = [];

const itemSchema = z.array(z.object({ id: z.string() }));
const surveys = mockEndpoint('get', '/api/surveys', ({ request }) => {
  seenAuthorizations.push(request.headers.get('authorization'));
  return HttpResponse.json([{ id: 's-1' }]);
});

function countingRefresh(answer: () => Response) {
  return http.post(anyOrigin('/api/refresh-token'), async ({ request }) => {
    seenRefreshBodies.push(await request.json());
    return answer();
  });
}

beforeEach(() => {
  localStorage.clear();
  seenRefreshBodies.length = 0;
  seenAuthorizations.length = 0;
});

describe('apiRequest', () => {
  it('sends the id token as a bearer token and parses the answer with the contract', async () => {
    tokenStorage.write(storedTokens);
    server.use(surveys.ok);
    await expect(apiRequest('/api/surveys', itemSchema)).resolves.toEqual([{ id: 's-1' }]);
    expect(seenAuthorizations).toEqual(['Bearer old-id']);
  });

  it('sends no authorization header without a session', async () => {
    server.use(surveys.ok);
    await apiRequest('/api/surveys', itemSchema);
    expect(seenAuthorizations).toEqual([null]);
  });

  it('turns an answer that breaks the contract into a clear error instead of a crash', async () => {
    server.use(http.get(anyOrigin('/api/surveys'), () => HttpResponse.json({ surveys: 'nope' })));
    await expect(apiRequest('/api/surveys', itemSchema)).rejects.toThrow('The server sent an unexpected answer for /api/surveys.');
  });
});

describe('error messages', () => {
  it.each([
    ['a detail string as is', HttpResponse.json({ detail: 'Survey not found' }, { status: 404 }), 'Survey not found', 404],
    [
      'a detail object serialised',
      HttpResponse.json({ detail: { title: ['too short'] } }, { status: 422 }),
      '{"title":["too short"]}',
      422,
    ],
    // Spec section 8 gives each call a fixed text; the status text is only for the calls that ask for it (below).
    ['the fallback without a detail, not the status text', new HttpResponse('oops', { status: 503, statusText: 'Service Unavailable' }), 'Failed to load surveys', 503],
    // A status with no reason phrase, as over HTTP/2.
    ['the fallback without a status text', new HttpResponse(null, { status: 599, statusText: '' }), 'Failed to load surveys', 599],
  ])('uses %s', async (_case, response, message, status) => {
    server.use(http.get(anyOrigin('/api/surveys'), () => response.clone()));
    const failure = await apiRequest('/api/surveys', itemSchema, { fallbackMessage: 'Failed to load surveys' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message, status });
  });

  it.each([
    ['the status text wording without a detail', new HttpResponse('oops', { status: 503, statusText: 'Service Unavailable' }), 'Failed: Service Unavailable'],
    ['the detail first', HttpResponse.json({ detail: 'Title already used' }, { status: 409, statusText: 'Conflict' }), 'Title already used'],
    ['the fallback without a status text', new HttpResponse(null, { status: 599, statusText: '' }), 'Failed to create'],
  ])('for a call that quotes the status text, uses %s', async (_case, response, message) => {
    server.use(http.get(anyOrigin('/api/surveys'), () => response.clone()));
    const options = { fallbackMessage: 'Failed to create', statusTextMessage: (statusText: string) => `Failed: ${statusText}` };
    await expect(apiRequest('/api/surveys', itemSchema, options)).rejects.toMatchObject({ message });
  });

  describe('by the code the server names the failure with', () => {
    const failureFor = async (body: object, status: number) => {
      server.use(http.get(anyOrigin('/api/surveys'), () => HttpResponse.json(body, { status })));
      return apiRequest('/api/surveys', itemSchema, { fallbackMessage: 'Failed to load surveys' }).catch((error: unknown) => error);
    };

    afterEach(async () => {
      await activateLocale('en');
    });

    it("shows the code's text, not the server's wording, and keeps the code and its params", async () => {
      expect(await failureFor({ code: 'survey.not_found', detail: 'No survey with that id' }, 404)).toMatchObject({
        message: 'Survey not found',
        status: 404,
        code: 'survey.not_found',
      });
      expect(
        await failureFor({ code: 'rate_limit.exceeded', detail: 'Too many requests. Try again in 30 seconds.', params: { seconds: 30 } }, 429),
      ).toMatchObject({ message: 'Too many requests. Try again in 30 seconds.', code: 'rate_limit.exceeded', params: { seconds: 30 } });
    });

    it("shows the code's text in the reader's language, with the params in it", async () => {
      activateTestSpanish();
      expect(await failureFor({ code: 'survey.not_found', detail: 'Survey not found' }, 404)).toMatchObject({ message: 'No se encontró la encuesta' });
      const unknownCountries = { code: 'survey.unknown_countries', detail: 'Unknown target countries: Atlantis', params: { countries: 'Atlantis' } };
      expect(await failureFor(unknownCountries, 422)).toMatchObject({ message: 'Países destino desconocidos: Atlantis' });
    });

    it("shows the server's detail for a code this app does not know (an older or newer server)", async () => {
      expect(await failureFor({ code: 'survey.archived', detail: 'This survey is archived.' }, 409)).toMatchObject({
        message: 'This survey is archived.',
        code: 'survey.archived',
      });
    });
  });

  it("says in the reader's language what the client itself words", async () => {
    server.use(http.get(anyOrigin('/api/surveys'), () => HttpResponse.json({ surveys: 'nope' })));
    activateTestSpanish();
    try {
      await expect(apiRequest('/api/surveys', itemSchema)).rejects.toThrow('El servidor envió una respuesta inesperada para /api/surveys.');
      server.use(http.get(anyOrigin('/api/surveys'), () => HttpResponse.error()));
      await expect(apiRequest('/api/surveys', itemSchema)).rejects.toThrow('Ocurrió un error desconocido');
    } finally {
      await activateLocale('en');
    }
  });

  it('uses the fallback when the network fails', async () => {
    server.use(http.get(anyOrigin('/api/surveys'), () => HttpResponse.error()));
    await expect(apiRequest('/api/surveys', itemSchema, { fallbackMessage: 'Failed to load surveys' })).rejects.toMatchObject({
      message: 'Failed to load surveys',
      status: undefined,
    });
  });
});

describe('refresh on 401', () => {
  it('refreshes once for three concurrent 401s and retries each with the new token', async () => {
    tokenStorage.write(storedTokens);
    server.use(surveys.unauthorizedThenOk, countingRefresh(() => HttpResponse.json(REFRESHED_TOKENS)));

    const results = await Promise.all([1, 2, 3].map(() => apiRequest('/api/surveys', itemSchema)));

    expect(results).toEqual([[{ id: 's-1' }], [{ id: 's-1' }], [{ id: 's-1' }]]);
    expect(seenRefreshBodies).toEqual([{ refreshToken: 'old-refresh' }]);
    expect(tokenStorage.read()).toEqual(REFRESHED_TOKENS);
  });

  it('keeps the old refresh token when the refresh answer has none', async () => {
    tokenStorage.write(storedTokens);
    server.use(
      surveys.unauthorizedThenOk,
      countingRefresh(() => HttpResponse.json({ AccessToken: 'new-access', IdToken: REFRESHED_TOKENS.IdToken })),
    );
    await apiRequest('/api/surveys', itemSchema);
    expect(tokenStorage.read()).toEqual({ ...storedTokens, AccessToken: 'new-access', IdToken: REFRESHED_TOKENS.IdToken });
  });

  it('retries at most once: a second 401 is passed on without another refresh', async () => {
    tokenStorage.write(storedTokens);
    server.use(
      http.get(anyOrigin('/api/surveys'), () => HttpResponse.json({ detail: 'Not allowed' }, { status: 401 })),
      countingRefresh(() => HttpResponse.json(REFRESHED_TOKENS)),
    );
    await expect(apiRequest('/api/surveys', itemSchema)).rejects.toMatchObject({ status: 401, message: 'Not allowed' });
    expect(seenRefreshBodies).toHaveLength(1);
  });

  it('clears the session and passes the error on when the refresh fails', async () => {
    tokenStorage.write(storedTokens);
    const cleared: unknown[] = [];
    const unsubscribe = tokenStorage.subscribe((tokens) => cleared.push(tokens));
    server.use(surveys.unauthorizedThenOk, authHandlers.refreshFails);

    await expect(apiRequest('/api/surveys', itemSchema)).rejects.toMatchObject({ status: 401, message: 'Token expired' });
    expect(tokenStorage.read()).toBeNull();
    expect(localStorage.getItem('authTokens')).toBeNull();
    expect(cleared).toEqual([null]);
    unsubscribe();
  });

  it('passes the 401 through untouched when no tokens are stored', async () => {
    server.use(surveys.unauthorizedThenOk, countingRefresh(() => HttpResponse.json(REFRESHED_TOKENS)));
    await expect(apiRequest('/api/surveys', itemSchema)).rejects.toMatchObject({ status: 401, message: 'Token expired' });
    expect(seenRefreshBodies).toEqual([]);
  });

  it('ends the session when there is no refresh token to use', async () => {
    tokenStorage.write({ AccessToken: 'a', IdToken: 'i', TokenType: 'Bearer' });
    server.use(surveys.unauthorizedThenOk);
    await expect(apiRequest('/api/surveys', itemSchema)).rejects.toMatchObject({ status: 401 });
    expect(tokenStorage.read()).toBeNull();
  });
});

describe('refresh across tabs, lost answers and late 401s', () => {
  /**
   * An in-memory Web Locks (exclusive requests only), shared by the tabs of a test as a browser's is by its tabs. jsdom
   * has none, so without it the client falls back to the localStorage lease.
   */
  function installWebLocks() {
    const queues = new Map<string, Promise<unknown>>();
    const held = new Set<string>();
    const requested: string[] = [];
    type Callback = (lock: { name: string } | null) => Promise<unknown>;
    const locks = {
      requested,
      request(name: string, optionsOrCallback: { ifAvailable?: boolean } | Callback, maybeCallback?: Callback) {
        const [options, callback] = typeof optionsOrCallback === 'function' ? [{}, optionsOrCallback] : [optionsOrCallback, maybeCallback as Callback];
        requested.push(name);
        if (options.ifAvailable && held.has(name)) return Promise.resolve().then(() => callback(null));
        const granted = (queues.get(name) ?? Promise.resolve()).then(async () => {
          held.add(name);
          try {
            return await callback({ name });
          } finally {
            held.delete(name);
          }
        });
        queues.set(name, granted.catch(() => undefined));
        return granted;
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'locks');
    });
    return locks;
  }

  /** Another tab holding the refresh lock until `release` is called. */
  function anotherTabHoldsTheLock(locks: ReturnType<typeof installWebLocks>) {
    let release = () => {};
    const done = locks.request(
      REFRESH_LOCK_NAME,
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    return { done, release: () => { release(); } };
  }

  /** A second copy of the client with its own module state, as another tab of the app has; storage is shared. */
  async function openTab() {
    vi.resetModules();
    return import('./client');
  }

  it('refreshes once when two tabs get a 401 at the same time, and both retry with the new token', async () => {
    installWebLocks();
    tokenStorage.write(storedTokens);
    server.use(surveys.unauthorizedThenOk, countingRefresh(() => HttpResponse.json(REFRESHED_TOKENS)));
    const [firstTab, secondTab] = [await openTab(), await openTab()];

    const results = await Promise.all([firstTab.apiRequest('/api/surveys', itemSchema), secondTab.apiRequest('/api/surveys', itemSchema)]);

    expect(results).toEqual([[{ id: 's-1' }], [{ id: 's-1' }]]);
    expect(seenRefreshBodies).toEqual([{ refreshToken: 'old-refresh' }]);
    // The requests that got through (the mock counts those only): both with the new token.
    expect(seenAuthorizations).toEqual([`Bearer ${REFRESHED_TOKENS.IdToken}`, `Bearer ${REFRESHED_TOKENS.IdToken}`]);
    expect(tokenStorage.read()).toEqual(REFRESHED_TOKENS);
  });

  it('waits while another tab holds the refresh lock, then uses the tokens that tab stored', async () => {
    const locks = installWebLocks();
    tokenStorage.write(storedTokens);
    server.use(surveys.unauthorizedThenOk, countingRefresh(() => HttpResponse.json(REFRESHED_TOKENS)));
    const otherTab = anotherTabHoldsTheLock(locks);

    const request = apiRequest('/api/surveys', itemSchema);
    // This tab got its 401, found the lock taken and now waits for it.
    await vi.waitFor(() => {
      expect(locks.requested).toEqual([REFRESH_LOCK_NAME, REFRESH_LOCK_NAME, REFRESH_LOCK_NAME]);
    }, { timeout: 20_000 });
    localStorage.setItem('authTokens', JSON.stringify(REFRESHED_TOKENS));
    otherTab.release();
    await otherTab.done;

    await expect(request).resolves.toEqual([{ id: 's-1' }]);
    expect(seenRefreshBodies).toEqual([]);
  });

  it("after the other tab's lock, waits for its tokens to arrive (the storage event) instead of refreshing again", async () => {
    const locks = installWebLocks();
    tokenStorage.write(storedTokens);
    server.use(surveys.unauthorizedThenOk, countingRefresh(() => HttpResponse.json(REFRESHED_TOKENS)));
    const otherTab = anotherTabHoldsTheLock(locks);
    const addListener = vi.spyOn(window, 'addEventListener');
    onTestFinished(() => {
      addListener.mockRestore();
    });

    const request = apiRequest('/api/surveys', itemSchema);
    await vi.waitFor(() => {
      expect(locks.requested).toHaveLength(3);
    }, { timeout: 20_000 });
    // The lock is free again, but the other tab's write has not reached this tab yet.
    otherTab.release();
    await otherTab.done;
    await vi.waitFor(() => {
      expect(addListener).toHaveBeenCalledWith('storage', expect.any(Function));
    }, { timeout: 20_000 });
    localStorage.setItem('authTokens', JSON.stringify(REFRESHED_TOKENS));
    window.dispatchEvent(new StorageEvent('storage', { key: 'authTokens', storageArea: localStorage }));

    await expect(request).resolves.toEqual([{ id: 's-1' }]);
    expect(seenRefreshBodies).toEqual([]);
  });

  it("refreshes itself when the other tab's tokens never come (its refresh got no answer)", async () => {
    const locks = installWebLocks();
    tokenStorage.write(storedTokens);
    server.use(surveys.unauthorizedThenOk, countingRefresh(() => HttpResponse.json(REFRESHED_TOKENS)));
    const otherTab = anotherTabHoldsTheLock(locks);

    const request = apiRequest('/api/surveys', itemSchema);
    await vi.waitFor(() => {
      expect(locks.requested).toHaveLength(3);
    }, { timeout: 20_000 });
    otherTab.release();

    await expect(request).resolves.toEqual([{ id: 's-1' }]);
    expect(seenRefreshBodies).toEqual([{ refreshToken: 'old-refresh' }]);
  });

  it("without Web Locks, waits for another tab's lease to end (the storage event) and uses the tokens it stored", async () => {
    tokenStorage.write(storedTokens);
    localStorage.setItem(REFRESH_LEASE_KEY, JSON.stringify({ holder: 'another-tab', until: Date.now() + REFRESH_LEASE_MS }));
    server.use(surveys.unauthorizedThenOk, countingRefresh(() => HttpResponse.json(REFRESHED_TOKENS)));
    const addListener = vi.spyOn(window, 'addEventListener');
    onTestFinished(() => {
      addListener.mockRestore();
    });

    const request = apiRequest('/api/surveys', itemSchema);
    await vi.waitFor(() => {
      expect(addListener).toHaveBeenCalledWith('storage', expect.any(Function));
    }, { timeout: 20_000 });
    // The other tab stores its tokens and ends its lease; the browser tells this tab with storage events.
    localStorage.setItem('authTokens', JSON.stringify(REFRESHED_TOKENS));
    localStorage.removeItem(REFRESH_LEASE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: REFRESH_LEASE_KEY, newValue: null, storageArea: localStorage }));

    await expect(request).resolves.toEqual([{ id: 's-1' }]);
    expect(seenRefreshBodies).toEqual([]);
  });

  it('without Web Locks, takes the lease itself (ignoring one that ran out) and gives it back', async () => {
    tokenStorage.write(storedTokens);
    localStorage.setItem(REFRESH_LEASE_KEY, JSON.stringify({ holder: 'a-closed-tab', until: Date.now() - 1 }));
    const leaseDuringRefresh: (string | null)[] = [];
    server.use(
      surveys.unauthorizedThenOk,
      countingRefresh(() => {
        leaseDuringRefresh.push(localStorage.getItem(REFRESH_LEASE_KEY));
        return HttpResponse.json(REFRESHED_TOKENS);
      }),
    );

    await expect(apiRequest('/api/surveys', itemSchema)).resolves.toEqual([{ id: 's-1' }]);
    expect(seenRefreshBodies).toHaveLength(1);
    expect(leaseDuringRefresh[0]).not.toContain('a-closed-tab');
    expect(leaseDuringRefresh[0]).toContain('"holder"');
    expect(localStorage.getItem(REFRESH_LEASE_KEY)).toBeNull();
  });

  it('retries with the new token at once when its 401 comes after another request refreshed', async () => {
    tokenStorage.write(storedTokens);
    server.use(
      http.get(anyOrigin('/api/surveys'), ({ request }) => {
        seenAuthorizations.push(request.headers.get('authorization'));
        if (request.headers.get('authorization') === `Bearer ${REFRESHED_TOKENS.IdToken}`) return HttpResponse.json([{ id: 's-1' }]);
        // Another request of this tab refreshed while this one was on its way.
        localStorage.setItem('authTokens', JSON.stringify(REFRESHED_TOKENS));
        return HttpResponse.json({ detail: 'Token expired' }, { status: 401 });
      }),
      countingRefresh(() => HttpResponse.json(REFRESHED_TOKENS)),
    );

    await expect(apiRequest('/api/surveys', itemSchema)).resolves.toEqual([{ id: 's-1' }]);
    expect(seenRefreshBodies).toEqual([]);
    expect(seenAuthorizations).toEqual(['Bearer old-id', `Bearer ${REFRESHED_TOKENS.IdToken}`]);
  });

  it('sends the same refresh token once more when the answer is lost on the way', async () => {
    tokenStorage.write(storedTokens);
    let refreshes = 0;
    server.use(
      surveys.unauthorizedThenOk,
      countingRefresh(() => {
        refreshes += 1;
        return refreshes === 1 ? HttpResponse.error() : HttpResponse.json(REFRESHED_TOKENS);
      }),
    );

    await expect(apiRequest('/api/surveys', itemSchema)).resolves.toEqual([{ id: 's-1' }]);
    expect(seenRefreshBodies).toEqual([{ refreshToken: 'old-refresh' }, { refreshToken: 'old-refresh' }]);
    expect(tokenStorage.read()).toEqual(REFRESHED_TOKENS);
  });

  it.each([
    ['no answer at all', () => HttpResponse.error()],
    ['a server error', () => HttpResponse.json({ detail: 'Database not reachable' }, { status: 503 })],
  ])('keeps the session when the refresh gets %s, twice, and passes the 401 on', async (_case, answer) => {
    tokenStorage.write(storedTokens);
    server.use(surveys.unauthorizedThenOk, countingRefresh(answer));

    await expect(apiRequest('/api/surveys', itemSchema)).rejects.toMatchObject({ status: 401, message: 'Token expired' });
    expect(seenRefreshBodies).toHaveLength(2);
    expect(tokenStorage.read()).toEqual(storedTokens);
  });
});

describe('headers, empty answers and downloads', () => {
  it('returns the answer with its headers', async () => {
    server.use(
      http.get(anyOrigin('/api/surveys/s-1/submissions'), () =>
        HttpResponse.json([{ id: 'sub-1' }], { headers: { 'x-total-count': '120', 'x-page-size': '50' } }),
      ),
    );
    const { data, headers } = await apiRequestWithHeaders('/api/surveys/s-1/submissions', itemSchema, { query: { page: 1, page_size: 50 } });
    expect(data).toEqual([{ id: 'sub-1' }]);
    expect(headers.get('x-total-count')).toBe('120');
  });

  it('sends the query string', async () => {
    let seenUrl = '';
    server.use(
      http.get(anyOrigin('/api/surveys/s-1/submissions'), ({ request }) => {
        seenUrl = request.url;
        return HttpResponse.json([]);
      }),
    );
    await apiRequest('/api/surveys/s-1/submissions', itemSchema, { query: { page: 2, page_size: 50 } });
    expect(new URL(seenUrl).search).toBe('?page=2&page_size=50');
  });

  it('accepts a 204 with no body', async () => {
    server.use(http.delete(anyOrigin('/api/surveys/s-1'), () => new HttpResponse(null, { status: 204 })));
    await expect(apiSend('/api/surveys/s-1', { method: 'DELETE' })).resolves.toEqual({ status: 204 });
  });

  it('downloads a blob with the file name from content-disposition', async () => {
    server.use(
      http.get(anyOrigin('/api/reports/r-1/download'), () =>
        new HttpResponse('zip-bytes', {
          headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="report_r-1_all.zip"' },
        }),
      ),
    );
    const { blob, fileName } = await apiDownload('/api/reports/r-1/download', { query: { lang: 'all' } });
    expect(fileName).toBe('report_r-1_all.zip');
    expect(await blob.text()).toBe('zip-bytes');
  });
});

describe('time limits', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** An endpoint that answers only once `release` is called, and says when the request has arrived. */
  function heldEndpoint(path: string, answer: () => Response) {
    let release = () => {};
    let arrived = () => {};
    const hasArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const handler = http.get(anyOrigin(path), async () => {
      arrived();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return answer();
    });
    return {
      handler,
      hasArrived,
      release: () => {
        release();
      },
    };
  }

  it('gives up on a JSON call that outlasts the limit', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const held = heldEndpoint('/api/surveys', () => HttpResponse.json([]));
    server.use(held.handler);
    const call = apiRequest('/api/surveys', itemSchema);
    const outcome = call.then(() => 'answered', () => 'gave up');
    await held.hasArrived;
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 1);
    held.release();
    expect(await outcome).toBe('gave up');
  });

  it('lets a download take longer than the JSON limit (a large export streams for minutes)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const held = heldEndpoint('/api/surveys/s-1/export/raw-data', () => new HttpResponse('a,b\r\n', { headers: { 'content-type': 'text/csv' } }));
    server.use(held.handler);
    const download = apiDownload('/api/surveys/s-1/export/raw-data');
    await held.hasArrived;
    await vi.advanceTimersByTimeAsync(10 * REQUEST_TIMEOUT_MS);
    held.release();
    const { blob } = await download;
    expect(await blob.text()).toBe('a,b\r\n');
  });
});

describe('download failures', () => {
  it('reads the detail of a failed download', async () => {
    server.use(http.get(anyOrigin('/api/reports/r-2/download'), () => HttpResponse.json({ detail: 'Report is not ready' }, { status: 400 })));
    await expect(apiDownload('/api/reports/r-2/download')).rejects.toMatchObject({
      status: 400,
      message: 'Report is not ready',
      detail: { detail: 'Report is not ready' },
    });
  });

  it('keeps the status text for callers that show it', async () => {
    server.use(http.get(anyOrigin('/api/regions-with-countries'), () => new HttpResponse('<html>', { status: 502, statusText: 'Bad Gateway' })));
    await expect(apiRequest('/api/regions-with-countries', itemSchema)).rejects.toMatchObject({
      status: 502,
      statusText: 'Bad Gateway',
      message: 'An unknown error occurred',
    });
  });
});

describe('fileNameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="survey_1_raw_data_2026-11-21.csv"', 'survey_1_raw_data_2026-11-21.csv'],
    ['attachment; filename=report.zip', 'report.zip'],
    ["attachment; filename=\"fallback.zip\"; filename*=UTF-8''informe%20M%C3%A9xico.zip", 'informe México.zip'],
    ['attachment', null],
    [null, null],
  ])('%s -> %s', (header, expected) => {
    expect(fileNameFromContentDisposition(header)).toBe(expected);
  });
});
